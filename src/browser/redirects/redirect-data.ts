import { addressKey } from "../../../redirects/address"
import type { RedirectDataLocation } from "../../../redirects/hosts/browser-data"
import { resolveKey, shardOf, type Fallback, type Resolution } from "../../../redirects/lookup"

/**
 * The browser's side of the redirect table: fetches the one shard that can hold an address (and the
 * fallbacks), only when an address turned out not to be a page. Where the files are is compiled in
 * (gatsby/webpack.ts); nothing is fetched on a page that is not an old address.
 */
declare const __REDIRECT_DATA__: RedirectDataLocation

const requests = new Map<string, Promise<unknown>>()

function fetchOnce<T>(url: string, fresh: boolean): Promise<T> {
  let request = requests.get(url)
  if (!request) {
    request = fetch(url, fresh ? { cache: `no-store` } : {}).then(response => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return response.json()
    })
    // A failed request is tried again next time; in development the table may change at any time.
    request.then(() => fresh && requests.delete(url)).catch(() => requests.delete(url))
    requests.set(url, request)
  }
  return request as Promise<T>
}

/** Where an address goes, if anywhere: its page, an old address's target, or a family's fallback. */
export async function findRedirect(
  pathname: string,
  data: RedirectDataLocation = __REDIRECT_DATA__,
): Promise<Resolution | undefined> {
  const key = addressKey(pathname)
  const fresh = data.fresh === true
  // Both requested at once; an exact rule wins over every prefix, so it need not wait for the fallbacks.
  const shardRequest = fetchOnce<Record<string, string>>(
    `${data.base}${shardOf(key, data.shards)}.json`,
    fresh,
  )
  const fallbacks = fetchOnce<Array<Fallback>>(`${data.base}fallbacks.json`, fresh)
  fallbacks.catch(() => undefined)
  const shard = await shardRequest
  const exact = (candidate: string) => (Object.hasOwn(shard, candidate) ? shard[candidate] : undefined)
  if (exact(key) !== undefined) return resolveKey(key, exact, [])
  return resolveKey(key, exact, await fallbacks)
}
