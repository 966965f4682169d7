import type { GatsbyNode } from "gatsby"
import { markRunStarted } from "./cache-guard"
import { openPluginCaches } from "./plugin-caches"

// onPreBootstrap: after Gatsby has settled its cache and before any node is sourced, the run is marked as
// started (gatsby/cache-guard.ts) and every plugin's cache is opened while nothing is being written
// (gatsby/plugin-caches.ts).

export const onPreBootstrap: GatsbyNode[`onPreBootstrap`] = async args => {
  markRunStarted()
  const opened = await openPluginCaches(args)
  args.reporter.verbose(`plugin caches: ${opened} opened before the first write`)
}
