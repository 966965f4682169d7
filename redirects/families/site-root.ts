import { defineFamily } from "../types"

/** The site root has no page of its own: readers land on the documentation (issue 2, item 5). */
export default defineFamily(`site-root`, `redirects/families/site-root.ts`, {
  "/": `/documentation/`,
})
