/* A short barrel (house style): each of Gatsby's Node APIs lives in its own module in gatsby/. */
export { onPreInit, markRunStarted as onPreBootstrap } from "./gatsby/cache-guard"
export { onCreateNode } from "./gatsby/content-nodes"
export { createSchemaCustomization } from "./gatsby/schema"
export { createPages } from "./gatsby/create-pages"
export { onCreateWebpackConfig } from "./gatsby/webpack"
export { onCreateDevServer } from "./gatsby/dev-server"
export { onPostBuild } from "./gatsby/post-build"
