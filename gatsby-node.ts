import type { GatsbyNode } from "gatsby"
import { createContentPages } from "./gatsby/pages"
import { createRedirectRules } from "./gatsby/redirects"

/** A short barrel (house style): one module per concern lives in gatsby/. */
export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode } from "./gatsby/content-nodes"
export { onCreateDevServer } from "./gatsby/redirects"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/webpack"

/** Pages first: the redirect table is validated against the pages that exist. */
export const createPages: GatsbyNode[`createPages`] = async args => {
  await createContentPages(args)
  createRedirectRules(args)
}
