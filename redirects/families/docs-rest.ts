import { defineFamily, underPrefix } from "../types"
import { TICKETING_RESOURCES } from "./ticketing-resources"

// The oldest REST docs, `/docs/rest/<resource>` (before `/documentation/rest_api/`). They named
// resources as later versions did, plus the first forums' entries and posts.

const HC = `/api-reference/help_center/help-center-api`

export default defineFamily({
  name: `docs-rest`,
  rules: [
    [`/docs`, `/documentation/`],
    [`/docs/rest`, `/api-reference/ticketing/introduction/`],
    ...underPrefix(`/docs/rest`, TICKETING_RESOURCES),
    [`/docs/rest/entries`, `${HC}/posts/`],
    [`/docs/rest/posts`, `${HC}/post_comments/`],
    [`/docs/rest/api`, `/api-reference/ticketing/introduction/`],
  ],
  fallbacks: [
    [`/docs/rest`, `/api-reference/ticketing/introduction/`],
    [`/docs`, `/documentation/`],
  ],
})
