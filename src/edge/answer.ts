/*
 * What the site's edge function answers, on Netlify (Edge Functions, src/edge/netlify.ts) and on
 * Cloudflare Pages (`_worker.js`, src/edge/cloudflare.ts). Both run it before the host's own rules and
 * files, so every spelling of an old address gets one 301 to the exact page, query kept, and a family's
 * fallback names the old address (`moved_from`), as nginx and `npm start` answer:
 * - a page's own address goes straight to the host: no lookup, no fetch;
 * - anything else asks the host first; a file is answered as the host serves it (its headers too), and
 *   only what is not a file (the host's 404, the host's own redirect, or a plain bucket's stub page at an
 *   old address) is looked up, in the one shard of the browser's table that can hold it
 *   (redirects/table-lookup.ts), each shard read once per instance;
 * - where `proxy` lists Gatsby's Partytown rules (Cloudflare, whose `_redirects` cannot proxy), exactly
 *   those URLs are fetched and answered.
 * The page list, the table's location and the proxy rules are compiled in by the build.
 */
import { decodedPath, redirectLocation } from "../../redirects/address"
import { proxyTarget, type ProxyRule } from "../lib/partytown-proxy"
import { findInTable, type TableLocation } from "../../redirects/table-lookup"

export interface EdgeSite {
  table: TableLocation
  /** Every page's own address (`/documentation/webhooks/`): the host's files answer these. */
  pages: Array<string>
  /** The headers of a redirect the function sends: the site's base headers and cache policy. */
  redirectHeaders: Record<string, string>
  /** Gatsby's Partytown proxy rules the function answers; empty where the host's rules do. */
  proxy: Array<ProxyRule>
}

/** What a host lends the function for one request. */
export interface EdgeHost {
  /** The host's own answer: its rules, its static files, its headers. */
  next: () => Promise<Response>
  /** A file of the published site (a shard of the table), by its path. */
  file: (path: string) => Promise<Response>
  /** A third-party URL the proxy may fetch. */
  upstream: (url: string) => Promise<Response>
}

const PROXIED_HEADERS = [`content-type`, `cache-control`]

/**
 * The host's answer is not a file the reader asked for: missing, a redirect, a page that is not one of
 * ours, or a failure. `wrangler pages dev`'s asset server answered 502 for an old `.html` address spelled
 * with a trailing slash, reading the stub file written at that path as a folder (ENOTDIR).
 */
function mayBeOldAddress(response: Response): boolean {
  if (response.status === 404 || response.status >= 500) return true
  if (response.status >= 300 && response.status < 400) return true
  return response.status === 200 && (response.headers.get(`content-type`) ?? ``).startsWith(`text/html`)
}

async function proxied(host: EdgeHost, url: string): Promise<Response> {
  const upstream = await host.upstream(url).catch(() => undefined)
  if (!upstream)
    return new Response(`Bad gateway`, { status: 502, headers: { "Content-Type": `text/plain` } })
  const headers = new Headers()
  for (const name of PROXIED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}

/**
 * A handler for one instance of the function: the page set and the table files it has read live as long
 * as it. Files are kept as parsed values, never as promises: I/O that one request started cannot be
 * awaited by another on Cloudflare ("Cannot perform I/O on behalf of a different request",
 * https://developers.cloudflare.com/workers/observability/errors/); in wrangler such a wait hung until
 * the request timed out. Each request fetches what the instance has not read yet.
 */
export function edgeHandler(site: EdgeSite): (request: Request, host: EdgeHost) => Promise<Response> {
  const pages = new Set(site.pages)
  const files = new Map<string, unknown>()
  const loader = (host: EdgeHost) => {
    return async <T>(path: string): Promise<T> => {
      if (files.has(path)) return files.get(path) as T
      const response = await host.file(path)
      if (!response.ok) throw new Error(`${path} answered ${response.status}`)
      const value = await response.json()
      files.set(path, value)
      return value as T
    }
  }

  return async (request, host) => {
    if (request.method !== `GET` && request.method !== `HEAD`) return host.next()
    const url = new URL(request.url)
    const proxyUrl = site.proxy.length > 0 ? proxyTarget(site.proxy, request.url) : undefined
    if (proxyUrl) return proxied(host, proxyUrl)
    const decoded = decodedPath(url.pathname)
    if (pages.has(decoded)) return host.next()
    const response = await host
      .next()
      .catch(() => new Response(`Bad gateway`, { status: 502, headers: { "Content-Type": `text/plain` } }))
    if (!mayBeOldAddress(response)) return response
    // A table that cannot be read leaves the host's answer (and 404.html's own lookup) in place.
    const resolution = await findInTable(url.pathname, site.table, loader(host)).catch(() => undefined)
    if (!resolution || (!resolution.fallback && resolution.target === decoded)) return response
    await response.body?.cancel()
    const movedFrom = resolution.fallback ? url.pathname : undefined
    const location = redirectLocation(resolution.target, url.search, ``, movedFrom)
    return new Response(null, { status: 301, headers: { ...site.redirectHeaders, Location: location } })
  }
}
