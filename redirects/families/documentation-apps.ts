import { defineFamily, underPrefix, type AddressPairs } from "../types"

// The ~2012–2014 static apps docs: `/documentation/apps/<page>.html` and
// `/documentation/apps/reference/<page>.html`, before the apps framework guide moved to /apps/docs.

const GUIDE = `/documentation/apps/app-developer-guide`
const CLIENT_API = `/api-reference/apps/apps-core-api/client_api/`
const ZAT = `/documentation/apps/{product}-app-tools-zat/installing-and-using-zat/`

const APPS_GUIDE: AddressPairs = [
  [`introduction`, `/documentation/apps/`],
  [`quick_start`, `/documentation/apps/getting-started/{product}-app-quick-start/`],
  [`getting_started`, `/documentation/apps/getting-started/setting-up-new-apps/`],
  [`manifest`, `${GUIDE}/manifest/`],
  [`app_requirements`, `${GUIDE}/apps_requirements/`],
  [`requirements`, `${GUIDE}/apps_requirements/`],
  [`i18n`, `${GUIDE}/localizing-apps/`],
  [`templates`, `${GUIDE}/best-practices-for-{product}-apps-developers/`],
  [`location`, `${GUIDE}/getting_started/`],
  [`settings`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`storage`, `${GUIDE}/using-the-apps-framework/`],
  [`requests`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`events`, `${GUIDE}/using-the-apps-framework/`],
  [`tools`, ZAT],
  [`publishing`, `/documentation/marketplace/publishing-to-the-marketplace/submit-your-app/`],
  [`private_apps`, `/documentation/apps/getting-started/uploading-and-installing-a-private-app/`],
  [`faq`, `/documentation/apps/getting-started/glossary/`],
]

const APPS_REFERENCE: AddressPairs = [
  [`introduction`, `/api-reference/apps/introduction/`],
  [`api`, CLIENT_API],
  [`data`, CLIENT_API],
  [`interface`, CLIENT_API],
  [`services`, CLIENT_API],
  [`hooks`, `${GUIDE}/using-the-apps-framework/`],
  [`events`, `${GUIDE}/using-the-apps-framework/`],
  [`requests`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`settings`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`templates`, `${GUIDE}/best-practices-for-{product}-apps-developers/`],
  [`location`, `${GUIDE}/getting_started/`],
  [`manifest`, `${GUIDE}/manifest/`],
  [`styles`, `${GUIDE}/styling/`],
  [`tools`, ZAT],
]

export default defineFamily({
  name: `documentation-apps`,
  rules: [
    ...underPrefix(`/documentation/apps`, APPS_GUIDE, `.html`),
    [`/documentation/apps/reference`, `/api-reference/apps/introduction/`],
    ...underPrefix(`/documentation/apps/reference`, APPS_REFERENCE, `.html`),
  ],
})
