import { movedFromParam } from "../src/config/redirects"
import { FILE_EXTENSION_GROUP, isFilePath } from "../src/lib/file-paths"

const SLASH_AFTER_FILE = new RegExp(`${FILE_EXTENSION_GROUP}/$`)

/**
 * The one normal form of an address, used by every lookup: the build's validation, the static
 * server, the 404 page, the browser's in-app navigation, the dev server and the redirect checker.
 * Two addresses with the same key are the same page:
 *   /REST_API/Docs/Core/Tickets.html?x=1  ->  /rest_api/docs/core/tickets/
 *   /documentation//webhooks/index.html   ->  /documentation/webhooks/
 * Letter case, a trailing slash, `.html`/`.htm`, `/index.html`, repeated slashes and
 * percent-encoding make no difference. Letter case is ASCII's only: beyond ASCII an address is
 * compared as written (`/CAFÉ/` is not `/café/`), since nginx's `map` folds ASCII letters alone and
 * every host must agree (https://nginx.org/en/docs/http/ngx_http_map_module.html).
 * The browser bundles this: keep its imports browser-safe.
 */
export function addressKey(address: string): string {
  const key = `/${asciiLowerCase(decodedPath(address.split(/[?#]/, 1)[0]))}`
    .replace(/\/{2,}/g, `/`)
    // Gatsby's link rewriting slashes `.HTML` in capitals (`/a/B.HTML/`): a slash after a file is noise.
    .replace(SLASH_AFTER_FILE, `$1`)
    .replace(/\/index\.html?$/, `/`)
    .replace(/\.html?$/, ``)
  return key.endsWith(`/`) || isFilePath(key) ? key : `${key}/`
}

/** `A`–`Z` lower-cased, nothing else: `toLowerCase()` would also fold `É`, and `K` (Kelvin) into `k`. */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, letters => letters.toLowerCase())
}

/**
 * Where a redirect sends the reader: the target, the reader's own query and hash, and for a
 * fallback (a family's closest section, not the page itself) the old address as `moved_from`.
 */
export function redirectLocation(target: string, search: string, hash: string, movedFrom?: string): string {
  const params = search.replace(/^\?/, ``)
  const marker = movedFrom === undefined ? `` : `${movedFromParam}=${encodePathParam(movedFrom)}`
  const query = [marker, params].filter(Boolean).join(`&`)
  return `${target}${query ? `?${query}` : ``}${hash}`
}

/** A path as a query value: decoded, then escaped like encodeURIComponent with `/` kept readable. */
function encodePathParam(path: string): string {
  return encodeURIComponent(decodedPath(path)).replace(/%2F/gi, `/`)
}

/** Percent-decoded; a malformed escape (`%E0%A4%A`) is kept as written and matches only itself. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
