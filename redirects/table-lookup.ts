/*
 * One lookup in the sharded table the build writes (redirects/hosts/browser-data.ts), for every reader of
 * it that has only the published files: the browser (the 404 page, in-app navigation) and the edge
 * functions of Netlify and Cloudflare Pages. Each brings its own way of loading a file of the table; the
 * key, the shard and the resolution are the same everywhere. Import-free but for the normal form and the
 * lookup, so both the browser and the edge bundle it.
 */
import { addressKey } from "./address"
import { resolveKey, shardOf, type Fallback, type Resolution } from "./lookup"

/** Where this build's table lives (the same shape as RedirectDataLocation, without the import). */
export interface TableLocation {
  /** `/redirect-data/<hash>/`: shards are `<n>.json`, fallbacks `fallbacks.json`. */
  base: string
  shards: number
}

/** Loads and parses one file of the table, by its path on the site; rejects when it cannot. */
export type TableFileLoader = <T>(path: string) => Promise<T>

/** Where an address goes, if anywhere: its page, an old address's target, or a family's fallback. */
export async function findInTable(
  pathname: string,
  location: TableLocation,
  load: TableFileLoader,
): Promise<Resolution | undefined> {
  const key = addressKey(pathname)
  // Both requested at once; an exact rule wins over every prefix, so it need not wait for the fallbacks.
  const shardRequest = load<Record<string, string>>(`${location.base}${shardOf(key, location.shards)}.json`)
  const fallbacks = load<Array<Fallback>>(`${location.base}fallbacks.json`)
  fallbacks.catch(() => undefined)
  const shard = await shardRequest
  const exact = (candidate: string) => (Object.hasOwn(shard, candidate) ? shard[candidate] : undefined)
  if (exact(key) !== undefined) return resolveKey(key, exact, [])
  return resolveKey(key, exact, await fallbacks)
}
