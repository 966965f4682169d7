import { defineFamily, underPrefix, type AddressPairs } from "../types"

// Older getting-started guides and the bare entry points old links used (`/api-docs`, `/rest`,
// `/requests/new`...). The guides moved between /documentation/getting-started, api-basics and
// ticketing; each slug they had goes to the page that covers it now.

const FIRST_REQUEST = `/documentation/ticketing/getting-started/{product}-api-quick-start/`
const REQUESTS = `/documentation/ticketing/getting-started/making-requests-to-the-{product}-api/`
const CURL = `/documentation/api-basics/getting-started/installing-and-using-curl/`
const RESOURCES = `/documentation/api-basics/getting-started/{product}-api-resources/`
const TRIAL = `/documentation/api-basics/getting-started/getting-a-trial-or-sponsored-account-for-development/`

/** Guide slugs the getting-started groups have had, and where each lives now. */
const GUIDES: AddressPairs = [
  [`getting-started-with-the-{product}-api`, FIRST_REQUEST],
  [`{product}-api-quick-start`, FIRST_REQUEST],
  [`quick-start`, FIRST_REQUEST],
  [`making-your-first-api-request`, FIRST_REQUEST],
  [`making-requests-to-the-{product}-api`, REQUESTS],
  [`installing-and-using-curl`, CURL],
  [`using-curl`, CURL],
  [
    `understanding-the-ticket-lifecycle`,
    `/documentation/ticketing/managing-tickets/creating-and-updating-tickets/`,
  ],
  [`{product}-api-resources`, RESOURCES],
  [`api-resources`, RESOURCES],
  [`getting-a-trial-or-sponsored-account-for-development`, TRIAL],
  [`getting-a-trial-or-sponsored-account`, TRIAL],
  [`{product}-api-client-libraries`, `/documentation/ticketing/api-clients/introduction/`],
  [`api-client-libraries`, `/documentation/ticketing/api-clients/introduction/`],
  [`security-and-authentication`, `/documentation/api-basics/authentication/`],
  [`authentication`, `/documentation/api-basics/authentication/`],
  [`rate-limits`, `/documentation/api-basics/best-practices/best-practices-for-avoiding-rate-limiting/`],
  [`handling-errors`, `/api-reference/introduction/requests/`],
  [`pagination`, `/documentation/api-basics/pagination/comparing-cursor-pagination-and-offset-pagination/`],
  [
    `building-your-first-app`,
    `/documentation/apps/build-an-app/build-your-first-support-app/part-1-laying-the-groundwork/`,
  ],
]

/** The guides under one group, minus the pages that still live there (those are not old addresses). */
function under(prefix: string, current: Array<string>): AddressPairs {
  return underPrefix(
    prefix,
    GUIDES.filter(([slug]) => !current.includes(slug)),
  )
}

export default defineFamily({
  name: `getting-started`,
  rules: [
    [`/api-docs`, `/api-reference/`],
    [`/api`, `/api-reference/`],
    [`/rest`, `/api-reference/ticketing/introduction/`],
    [`/rest_api`, `/api-reference/ticketing/introduction/`],
    [`/requests/new`, `/documentation/`],
    [`/getting-started`, FIRST_REQUEST],
    [`/documentation/getting-started`, FIRST_REQUEST],
    ...under(`/documentation/getting-started`, []),
    [`/documentation/api-basics/getting-started`, RESOURCES],
    ...under(`/documentation/api-basics/getting-started`, [
      `{product}-api-resources`,
      `getting-a-trial-or-sponsored-account-for-development`,
      `installing-and-using-curl`,
    ]),
    [`/documentation/ticketing/getting-started`, FIRST_REQUEST],
    ...under(`/documentation/ticketing/getting-started`, [
      `{product}-api-quick-start`,
      `making-requests-to-the-{product}-api`,
      // the lifecycle guide was merged into creating-and-updating-tickets, whose redirect_from answers it
      `understanding-the-ticket-lifecycle`,
      // the quick start's own redirect_from answers this one
      `making-your-first-api-request`,
    ]),
  ],
})
