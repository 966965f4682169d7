/*
 * The pages this browser can read offline: those whose page data gatsby-plugin-offline's worker keeps
 * (it caches `/page-data/<path>/page-data.json` of every page visited or prefetched, beside the site's
 * scripts, and serves the page from them). Read by the offline page, after it renders.
 */

export interface SavedPage {
  path: string
  title: string
}

/** Gatsby's own pages, never listed. */
const NOT_LISTED = new Set([
  `/404/`,
  `/404.html/`,
  `/dev-404-page/`,
  `/offline/`,
  `/offline-plugin-app-shell-fallback/`,
])

/** A page's path from its page data's address (`/page-data/a/b/page-data.json` is `/a/b/`; `index` is `/`). */
export function pagePathOfPageData(url: string): string | undefined {
  const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(url, `http://localhost`).pathname)
  if (!match) return undefined
  const path = match[1] === `index` ? `/` : `/${decodeURI(match[1])}/`
  return NOT_LISTED.has(path) ? undefined : path
}

/** The title a page's data gives it: the unique one planSite made, else its path. */
export function titleOfPageData(data: unknown, path: string): string {
  const context = (data as { result?: { pageContext?: { headTitle?: unknown } } } | null)?.result?.pageContext
  return typeof context?.headTitle === `string` && context.headTitle ? context.headTitle : path
}

/** Every saved page, by title. */
export async function savedPages(): Promise<Array<SavedPage>> {
  if (typeof caches === `undefined`) return []
  const found = new Map<string, SavedPage>()
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const path = pagePathOfPageData(request.url)
      if (!path || found.has(path)) continue
      const response = await cache.match(request)
      const data: unknown = await response?.json().catch(() => null)
      found.set(path, { path, title: titleOfPageData(data, path) })
    }
  }
  return [...found.values()].sort((a, b) => a.title.localeCompare(b.title))
}
