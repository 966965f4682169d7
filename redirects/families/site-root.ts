import { defineFamily } from "../types"

/** The site root has no page of its own: readers land on the documentation. */
export default defineFamily({
  name: `site-root`,
  rules: [[`/`, `/documentation/`]],
})
