import { defineFamily } from "../types"

/** Site-wide pages of the old site that no section owns: the developer blog and its index. */
export default defineFamily({
  name: `site-wide`,
  rules: [
    [`/documentation/blog`, `/documentation/`],
    [`/blog`, `/documentation/`],
    // Old developer blog posts, each to the guide that covers its subject now.
    [
      `/blog/2013/08/02/using-oauth-to-authenticate-with-{product}-api-v2`,
      `/documentation/api-basics/authentication/using-oauth-to-authenticate-{product}-api-requests-in-a-web-app/`,
    ],
    [`/blog/rendering-to-iframes-in-react`, `/documentation/apps/app-developer-guide/getting_started/`],
  ],
  fallbacks: [
    [`/blog`, `/documentation/`],
    [`/documentation/blog`, `/documentation/`],
    // No `/search` fallback: /search/ is the results page now, and an old /search?… address lands on it.
  ],
})
