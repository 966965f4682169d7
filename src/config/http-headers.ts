import { headerPolicy } from "./content-security-policy"

// The response headers policy, one definition written out for every host: the `_headers` file
// (Netlify, Cloudflare Pages), the nginx snippet and `npm start` all read it from here.
//
// Caching: a file named by its content (webpack chunks, Gatsby's static/ folder, the redirect data
// folder, Pagefind's fragments and index chunks) never changes, so it is cached for a year; anything
// else (HTML, page data, the service worker, robots.txt, sitemaps, feeds, downloads, icons) keeps its
// name across builds, so browsers revalidate it on every use.

export const cacheImmutable = `public, max-age=31536000, immutable`
export const cacheRevalidate = `public, max-age=0, must-revalidate`

/** Paths of content-hashed files (a PCRE-compatible pattern: nginx uses it as written). */
export const HASHED_FILE_PATTERN =
  `^/(?:static/|redirect-data/[0-9a-f]{12}/|pagefind/(?:fragment|index|filter)/|` +
  `pagefind/pagefind\\.[a-z_-]+_[0-9a-f]{10}\\.pf_meta$|[^/]+-[0-9a-f]{20}\\.js(?:\\.map|\\.LICENSE\\.txt)?$)`

const HASHED_FILE = new RegExp(HASHED_FILE_PATTERN)

export function isHashedFile(pathname: string): boolean {
  return HASHED_FILE.test(pathname)
}

export function cacheControlFor(pathname: string): string {
  return isHashedFile(pathname) ? cacheImmutable : cacheRevalidate
}

/**
 * Headers every response carries, whatever the file and whatever the configuration:
 * - HSTS: once a reader has reached the site over HTTPS, the browser never asks over plain HTTP for a
 *   year (browsers ignore it on plain-HTTP responses, so local previews are unaffected;
 *   https://developer.mozilla.org/docs/Web/HTTP/Headers/Strict-Transport-Security);
 * - Permissions-Policy: the site and what it embeds may not use these device features at all
 *   (https://developer.mozilla.org/docs/Web/HTTP/Headers/Permissions-Policy).
 */
export const baseHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": `nosniff`,
  "Referrer-Policy": `strict-origin-when-cross-origin`,
  "Strict-Transport-Security": `max-age=31536000; includeSubDomains`,
  "Permissions-Policy": `accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()`,
}

/**
 * The headers of this configuration (the Content-Security-Policy names the configured third parties).
 * The build writes them for every host; `npm start` reads the build's copy (build/site-headers.json).
 */
export function siteHeaders(): Record<string, string> {
  return { ...baseHeaders, "Content-Security-Policy": headerPolicy() }
}
