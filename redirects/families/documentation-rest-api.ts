import { defineFamily, underPrefix } from "../types"
import { TICKETING_RESOURCES } from "./ticketing-resources"

// The ~2012–2014 static REST docs: `/documentation/rest_api/<resource>.html`, named like the later
// `/rest_api/docs/core/<resource>` pages.

export default defineFamily({
  name: `documentation-rest-api`,
  rules: [
    ...underPrefix(`/documentation/rest_api`, TICKETING_RESOURCES, `.html`),
    [`/documentation/rest_api`, `/api-reference/ticketing/introduction/`],
    [`/documentation/rest_api/entries.html`, `/api-reference/help_center/help-center-api/posts/`],
    [`/documentation/rest_api/posts.html`, `/api-reference/help_center/help-center-api/post_comments/`],
  ],
  fallbacks: [[`/documentation/rest_api`, `/api-reference/ticketing/introduction/`]],
})
