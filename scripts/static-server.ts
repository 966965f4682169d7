import fs from "fs"
import http from "http"
import path from "path"
import { baseHeaders, cacheControlFor, cacheRevalidate } from "../src/config/http-headers"
import { isHostConfigFile } from "../src/config/reserved-paths"
import { sendFile } from "./server/files"
import { upstreamUrl } from "../src/lib/partytown-proxy"
import { proxiedUrl, proxy, readProxyRules } from "./server/proxy"
import { hostRedirect, readAddressTable } from "./server/redirect-layer"
import { fileUnder, requestTarget, sameOriginLocation } from "./server/request-path"
import { errorMessage } from "../src/lib/error-message"

// The static server of `npm start` and of every end-to-end test, in one of two modes:
// - `hosted` (`npm start`): like a host with the build's rules (Netlify, nginx): every old address, in
//   every spelling, gets one 301 to its page, query kept, before any file is served;
// - `bucket` (the browser tests): like a plain bucket (S3 website, GitHub Pages): a file as is, a
//   directory's index (a 301 adds its slash, query kept), anything else 404.html with status 404; old
//   addresses are answered by the stub pages and 404.html's lookup.
// Both answer the Partytown proxy rules of the build, GET and HEAD only, with the cache policy and
// headers of src/config/http-headers.ts. No request can crash it: a malformed one gets a 400.

export type RequestHook = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => boolean | Promise<boolean>

export interface StaticServerOptions {
  root: string
  port?: number
  mode?: `hosted` | `bucket`
  /** Tests answer some requests themselves (faults, delays, stand-ins); return true when handled. */
  hook?: RequestHook
  /**
   * Tests: third-party origins this network cannot reach, mapped to local stand-ins, e.g.
   * `{ "https://www.googletagmanager.com": "http://localhost:9912" }`. Which URLs may be proxied is unchanged.
   */
  upstreams?: Record<string, string>
}

export interface StaticServer {
  url: string
  port: number
  close: () => Promise<void>
}

/** The headers of the build being served (its Content-Security-Policy names that build's third parties). */
function readSiteHeaders(root: string): Record<string, string> {
  const file = path.join(root, `..`, `build`, `site-headers.json`)
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, `utf8`)) as Record<string, string>)
    : { ...baseHeaders }
}

function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file)
  } catch {
    return undefined
  }
}

function plain(
  response: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...baseHeaders, "Content-Type": `text/plain; charset=utf-8`, ...headers })
  response.end(text)
}

function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(301, {
    ...baseHeaders,
    Location: sameOriginLocation(location),
    "Cache-Control": cacheRevalidate,
  })
  response.end()
}

function headersFor(root: string, file: string, site: Record<string, string>): Record<string, string> {
  const published = `/${path.relative(root, file).split(path.sep).join(`/`)}`
  return { ...site, "Cache-Control": cacheControlFor(published) }
}

function notFound(
  root: string,
  site: Record<string, string>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const page = path.join(root, `404.html`)
  const stats = statOf(page)
  if (!stats?.isFile()) return plain(response, 404, `Not found`)
  sendFile(request, response, page, stats, { ...site, "Cache-Control": cacheRevalidate }, 404)
}

interface DiskRequest {
  root: string
  site: Record<string, string>
  /** The request path, percent-decoded. */
  decoded: string
  target: { pathname: string; search: string }
}

/**
 * A file, or a folder's index.html (a folder asked without its slash gets a 301 to it), as plain hosts
 * serve them. False when there is neither.
 */
function serveFromDisk(
  { root, site, decoded, target }: DiskRequest,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const file = fileUnder(root, decoded)
  const stats = file ? statOf(file) : undefined
  if (file && stats?.isFile()) {
    sendFile(request, response, file, stats, headersFor(root, file, site))
    return true
  }
  const index = file && stats?.isDirectory() ? path.join(file, `index.html`) : undefined
  const indexStats = index ? statOf(index) : undefined
  if (!index || !indexStats?.isFile()) return false
  if (target.pathname.endsWith(`/`))
    sendFile(request, response, index, indexStats, headersFor(root, index, site))
  // The directory as resolved (dot segments gone), re-encoded: `//x/..%2fdocs` never leaves the site.
  else redirect(response, `${encodeURI(path.posix.normalize(decoded))}/${target.search}`)
  return true
}

export function startStaticServer({
  root,
  port = 0,
  mode = `bucket`,
  hook,
  upstreams,
}: StaticServerOptions): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root)
  const proxyRules = readProxyRules(absoluteRoot)
  const table = mode === `hosted` ? readAddressTable(absoluteRoot) : undefined
  const site = readSiteHeaders(absoluteRoot)

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (hook && (await hook(request, response))) return
    if (request.method !== `GET` && request.method !== `HEAD`)
      return plain(response, 405, `Method Not Allowed`, { Allow: `GET, HEAD` })
    const target = requestTarget(request.url)
    const proxied = proxiedUrl(proxyRules, `${target.pathname}${target.search}`)
    if (proxied) return proxy(response, upstreamUrl(proxied, upstreams))
    const location = table && hostRedirect(table, target)
    if (location) return redirect(response, location)
    if (target.decoded === undefined) return plain(response, 400, `Bad Request`)
    // The host's own configuration (`_redirects`, `_headers`) is read, never served.
    if (isHostConfigFile(target.decoded)) return notFound(absoluteRoot, site, request, response)
    if (serveFromDisk({ root: absoluteRoot, site, decoded: target.decoded, target }, request, response))
      return
    return notFound(absoluteRoot, site, request, response)
  }

  const server = http.createServer((request, response) => {
    answer(request, response).catch(error => {
      console.error(`static server: ${request.method} ${request.url}: ${errorMessage(error)}`)
      if (!response.headersSent) plain(response, 500, `Internal Server Error`)
      else response.destroy()
    })
  })
  // CONNECT is not a request for a file: answered like any other method this server does not serve.
  server.on(`connect`, (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\n\r\n`)
  })
  // A malformed request (bad syntax, oversized headers) is answered, never thrown.
  server.on(`clientError`, (_error, socket) => {
    if (socket.writable) socket.end(`HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n`)
    else socket.destroy()
  })
  return new Promise(resolve => {
    server.listen(port, `127.0.0.1`, () => {
      const address = server.address() as { port: number }
      resolve({
        port: address.port,
        url: `http://localhost:${address.port}`,
        close: () =>
          new Promise(done => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
