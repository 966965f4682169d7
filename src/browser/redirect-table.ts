/**
 * Replaces Gatsby's `.cache/redirect-utils.js` in production builds (see gatsby/webpack.ts).
 *
 * Stock Gatsby bundles every `createRedirect` rule into the JavaScript of every page; with this
 * site's table that is ~17 KiB gzip, over the 8 KiB budget of issue 5. Here the same lookup reads a
 * table that is fetched once, right at client entry, as a content-hashed JSON file. Until it arrives
 * an old address still lands: the router falls back to a full load, which the redirect stubs answer.
 */
export interface BrowserRedirect {
  fromPath: string
  toPath: string
  isPermanent: boolean
  ignoreCase: boolean
  redirectInBrowser: boolean
}

import { FILE_EXTENSION_GROUP } from "../lib/file-paths"

declare const __REDIRECT_TABLE_PATH__: string

const SLASH_AFTER_FILE = new RegExp(`${FILE_EXTENSION_GROUP}/$`)

let table: Map<string, BrowserRedirect> | undefined
let loading: Promise<void> | undefined

/**
 * The table's key for a path as the router hands it over. Gatsby's page loader passes the raw path
 * with its query (so stock Gatsby misses the rule and reloads without the query), and its link
 * rewriting slashes `.HTML` in capitals; both are undone here.
 */
export function redirectKey(rawPath: string): string {
  const pathname = rawPath.split(/[?#]/)[0].toLowerCase()
  return pathname.replace(SLASH_AFTER_FILE, `$1`)
}

/** Gatsby's own signature: the router and the page loader call this synchronously. */
export function maybeGetBrowserRedirect(pathname: string): BrowserRedirect | undefined {
  return table?.get(redirectKey(pathname))
}

/** Rows are `[fromPath (lower-case), toPath]`. */
export function installRedirectTable(rows: Array<[string, string]>): void {
  table = new Map(
    rows.map(([fromPath, toPath]) => [
      fromPath,
      { fromPath, toPath, isPermanent: true, ignoreCase: true, redirectInBrowser: true },
    ]),
  )
}

export function loadRedirectTable(path: string = __REDIRECT_TABLE_PATH__): Promise<void> {
  loading ??= fetch(path)
    .then(response => (response.ok ? response.json() : []))
    .then(installRedirectTable)
    .catch(() => undefined)
  return loading
}
