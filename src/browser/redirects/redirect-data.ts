import type { RedirectDataLocation } from "../../../redirects/hosts/browser-data"
import type { Resolution } from "../../../redirects/lookup"
import { findInTable } from "../../../redirects/table-lookup"

// The browser's side of the redirect table: fetches the one shard that can hold an address (and the
// fallbacks), only when an address turned out not to be a page. Where the files are is compiled in
// (gatsby/webpack.ts); nothing is fetched on a page that is not an old address.

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
export function findRedirect(
  pathname: string,
  data: RedirectDataLocation = __REDIRECT_DATA__,
): Promise<Resolution | undefined> {
  return findInTable(pathname, data, path => fetchOnce(path, data.fresh === true))
}
