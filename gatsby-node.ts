/*
 * A short barrel (house style): each of Gatsby's Node APIs lives in its own module in gatsby/. The four
 * that share one build (createPages makes it; webpack, onPostBuild and the dev server receive it) come
 * from one siteBuild(), which hands it on (gatsby/site-build.ts).
 */
import { siteBuild } from "./gatsby/site-build"

export { onPreInit } from "./gatsby/cache-guard"
export { onPreBootstrap } from "./gatsby/bootstrap"
export { onCreateNode } from "./gatsby/content-nodes"
export { createSchemaCustomization } from "./gatsby/schema"

const build = siteBuild()
export const createPages = build.createPages
export const onCreateWebpackConfig = build.onCreateWebpackConfig
export const onPostBuild = build.onPostBuild
export const onCreateDevServer = build.onCreateDevServer
