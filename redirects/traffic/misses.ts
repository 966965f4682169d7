/*
 * Which logged requests are readers missing a page: a GET or HEAD that ended in 404 (or 410). Every
 * host of this site answers a missing address with 404.html and status 404 (nginx's error_page,
 * Netlify, Cloudflare Pages, a bucket's error document), so the status says it. Requests for the
 * site's own machinery (page data, scripts, the search index) and for files the site never served
 * as pages (`/wp-login.php`, `/logo.png`) are left out: no rule of the table would answer them.
 */
import { isbot } from "isbot"
import { addressKey, decodedPath } from "../address"
import type { LoggedRequest } from "./log-formats"

export interface MissedAddress {
  /** The address's normal form: what the table would look it up by. */
  key: string
  /** The path as a reader requested it, decoded, without query or hash: how a rule would write it. */
  spelling: string
}

const MISSING = new Set([404, 410])
const READS = new Set([`GET`, `HEAD`])
const MACHINERY = /^\/(page-data|static|pagefind|~partytown|redirect-data|__third-party-proxy|icons)(\/|$)/i
const ANY_EXTENSION = /\.[a-z0-9]{1,8}$/i
/** Pages, and the documents the site publishes (OpenAPI downloads, feeds, sitemaps); not scripts or images. */
const PUBLISHED_EXTENSION = /\.(html?|json|xml|txt|pdf)$/i

/**
 * Automated clients: isbot's list of crawlers, link previewers, monitors, audit tools and HTTP
 * libraries (kept up to date by its maintainers), plus a request that names no agent at all.
 */
export function isAutomated(userAgent: string): boolean {
  return userAgent === `` || userAgent === `-` || isbot(userAgent)
}

/** The path of a request target: an absolute URL's path, or the target up to its query. */
function pathOf(target: string): string | undefined {
  if (/^https?:\/\//i.test(target)) {
    try {
      return new URL(target).pathname
    } catch {
      return undefined
    }
  }
  const pathname = target.split(/[?#]/, 1)[0]
  return pathname.startsWith(`/`) ? pathname : undefined
}

export function missedAddress(request: LoggedRequest): MissedAddress | undefined {
  if (!MISSING.has(request.status) || !READS.has(request.method.toUpperCase())) return undefined
  const pathname = pathOf(request.target)
  if (!pathname) return undefined
  const spelling = decodedPath(pathname).replace(/\/{2,}/g, `/`)
  if (MACHINERY.test(spelling)) return undefined
  const lastSegment = spelling.slice(spelling.lastIndexOf(`/`) + 1)
  if (ANY_EXTENSION.test(lastSegment) && !PUBLISHED_EXTENSION.test(lastSegment)) return undefined
  return { key: addressKey(spelling), spelling }
}
