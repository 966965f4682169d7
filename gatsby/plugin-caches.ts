import type { ParentSpanPluginArgs } from "gatsby"
import { siteRequire } from "./framework-seams"

// Every plugin's cache database is opened at the start of a run, before anything is written to it.
// Gatsby's lmdb-js (2.5.3) opens a database inside a synchronous write transaction, and one that starts
// while an asynchronous write batch is finishing can wait forever for the batch's thread to hand the
// transaction over (WriteWorker::AcquireTxn in lmdb-js's src/writer.cpp: the batch can finish without
// answering). Gatsby opens a plugin's cache on its first use, so gatsby-plugin-sharp opened its own at
// the first image job, in the middle of gatsby-transformer-remark's cache writes: the build stopped after
// `building schema` with every thread idle and the main one waiting in AcquireTxn (a gdb backtrace of the
// hang, README "Building"). The same open, once, while nothing is in flight, cannot wait.

interface PluginEntry {
  name: string
  pluginOptions?: { plugins?: ReadonlyArray<PluginEntry> }
}

interface PluginCache {
  get: (key: string) => Promise<unknown>
}

type GetCache = (name: string) => PluginCache

/** Every plugin Gatsby runs, with the sub-plugins it hands its own cache to (gatsby-remark-* under the transformer). */
export function pluginNames(plugins: ReadonlyArray<PluginEntry>): Array<string> {
  const names = plugins.flatMap(plugin => [plugin.name, ...pluginNames(plugin.pluginOptions?.plugins ?? [])])
  return [...new Set(names)]
}

/** Gatsby's own per-plugin cache (the `cache` every API receives), resolved from the site's folder. */
function gatsbyGetCache(): GetCache {
  return (siteRequire()(`gatsby/dist/utils/get-cache`) as { getCache: GetCache }).getCache
}

/** onPreBootstrap: opens the cache of every plugin (Gatsby keeps one per name, so each stays open). */
export async function openPluginCaches(
  { store }: Pick<ParentSpanPluginArgs, `store`>,
  getCache: GetCache = gatsbyGetCache(),
): Promise<number> {
  const names = pluginNames(store.getState().flattenedPlugins as ReadonlyArray<PluginEntry>)
  for (const name of names) await getCache(name).get(`plugin-caches: opened before the first write`)
  return names.length
}
