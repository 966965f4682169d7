import { defineFamily } from "../types"

/** The old apps marketing and docs site, `/{product}-apps/...`: apps and Marketplace pages now. */
const MARKET = `/documentation/marketplace`

export default defineFamily({
  name: `product-apps`,
  rules: [
    [`/{product}-apps`, `/documentation/apps/`],
    [`/{product}-apps/docs`, `/documentation/apps/`],
    [`/{product}-apps/docs/getting-started`, `/documentation/apps/getting-started/setting-up-new-apps/`],
    [`/{product}-apps/docs/publish`, `${MARKET}/publishing-to-the-marketplace/submit-your-app/`],
    [`/{product}-apps/docs/resources`, `/documentation/apps/`],
    [`/{product}-apps/getting-started`, `/documentation/apps/getting-started/setting-up-new-apps/`],
    [
      `/{product}-apps/build`,
      `/documentation/apps/build-an-app/build-your-first-support-app/part-1-laying-the-groundwork/`,
    ],
    [
      `/{product}-apps/build-an-app`,
      `/documentation/apps/build-an-app/build-your-first-support-app/part-1-laying-the-groundwork/`,
    ],
    [
      `/{product}-apps/tutorials`,
      `/documentation/apps/build-an-app/build-your-first-support-app/part-1-laying-the-groundwork/`,
    ],
    [`/{product}-apps/tools`, `/documentation/apps/{product}-app-tools-zat/installing-and-using-zat/`],
    [`/{product}-apps/publish`, `${MARKET}/publishing-to-the-marketplace/submit-your-app/`],
    [`/{product}-apps/publish/guidelines`, `${MARKET}/building-a-marketplace-app/`],
    [
      `/{product}-apps/publish/create-assets`,
      `${MARKET}/building-a-marketplace-app/create-app-brand-assets/`,
    ],
    [`/{product}-apps/marketplace`, `${MARKET}/`],
    [`/{product}-apps/partners`, `${MARKET}/`],
    [`/{product}-apps/resources`, `/documentation/apps/`],
  ],
  fallbacks: [[`/{product}-apps`, `/documentation/apps/`]],
})
