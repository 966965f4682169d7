import type { GatsbyNode } from "gatsby"
import { markRunStarted } from "./cache-guard"
import { checkContentTree } from "./content-tree"
import { openPluginCaches } from "./plugin-caches"

// onPreBootstrap: after Gatsby has settled its cache and before any node is sourced, the content tree is
// checked as a boundary (gatsby/content-tree.ts), the run is marked as started (gatsby/cache-guard.ts) and every plugin's cache is opened while nothing is being written
// (gatsby/plugin-caches.ts).

export const onPreBootstrap: GatsbyNode[`onPreBootstrap`] = async args => {
  checkContentTree(args.reporter)
  markRunStarted()
  const opened = await openPluginCaches(args)
  args.reporter.verbose(`plugin caches: ${opened} opened before the first write`)
}
