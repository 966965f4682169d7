import fs from "fs"
import http from "http"
import https from "https"
import path from "path"
import { lookup } from "mime-types"
import zlib from "zlib"
import { parseProxyRules, proxyTarget, type ProxyRule } from "../redirects/proxy-rewrites"

/**
 * A static server that answers the way plain hosts (S3 websites, GitHub Pages) do, for `npm start`
 * and the end-to-end tests: a file is served as is; a directory without its slash gets a 301 to the
 * slash, query kept; a directory with it serves index.html; anything else gets 404.html, status 404.
 * (serve-handler was tried first: its slash redirect drops the query string, which real hosts keep.)
 * One rule kind of hosts that read `_redirects` is honoured too: the 200 proxy rewrites Gatsby writes
 * for Partytown (`/__third-party-proxy url=… <target> 200`), so off-main-thread scripts work; any other
 * `/__third-party-proxy` request is a missing file, 404. Its 301s are not needed: stubs answer those.
 */
export type RequestHook = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => boolean | Promise<boolean>

export interface StaticServerOptions {
  root: string
  port?: number
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

function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file)
  } catch {
    return undefined
  }
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml))/

/**
 * Like real hosts: HTML, page data, the service worker, Partytown's files and Pagefind's entry files
 * (none content-hashed: the same names after an upgrade or a rebuild) revalidate; hashed assets are immutable.
 */
export function cacheControl(file: string): string {
  const unhashed =
    /[/\\](page-data|sw\.js|app-data|manifest|~partytown)|[/\\]pagefind[/\\](pagefind[^/\\]*|wasm\.[^/\\]*)$/
  return unhashed.test(file) || file.endsWith(`.html`) ? `no-cache` : `public, max-age=31536000, immutable`
}

/** A file with its cache policy, text gzipped when the client accepts it. */
function sendFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  status = 200,
): void {
  const type = lookup(file) || `application/octet-stream`
  const cache = cacheControl(file)
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers[`accept-encoding`] ?? ``))
  response.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": cache,
    Vary: `Accept-Encoding`,
    ...(gzip ? { "Content-Encoding": `gzip` } : {}),
  })
  const stream = fs.createReadStream(file)
  if (gzip) stream.pipe(zlib.createGzip()).pipe(response)
  else stream.pipe(response)
}

export function resolveRequest(
  root: string,
  url: string,
): { kind: `file`; file: string } | { kind: `redirect`; location: string } | { kind: `missing` } {
  // Parsed as a path even when it starts with `//` (which `new URL(url, base)` would read as a host).
  const { pathname, search } = new URL(`http://localhost${url.startsWith(`/`) ? `` : `/`}${url}`)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { kind: `missing` }
  }
  const file = path.join(root, path.normalize(decoded))
  if (!file.startsWith(root)) return { kind: `missing` }
  const stats = statOf(file)
  if (stats?.isFile()) return { kind: `file`, file }
  if (stats?.isDirectory()) {
    const index = path.join(file, `index.html`)
    if (!statOf(index)?.isFile()) return { kind: `missing` }
    return decoded.endsWith(`/`)
      ? { kind: `file`, file: index }
      : { kind: `redirect`, location: `${pathname}/${search}` }
  }
  return { kind: `missing` }
}

/** The proxy rules of the build, from the `_redirects` file the build wrote (none without it). */
function readProxyRules(root: string): Array<ProxyRule> {
  const file = path.join(root, `_redirects`)
  return statOf(file)?.isFile() ? parseProxyRules(fs.readFileSync(file, `utf8`)) : []
}

/** Where a proxied URL is fetched from: the URL itself, unless its origin is mapped to a stand-in. */
export function upstreamUrl(target: string, upstreams: Record<string, string> = {}): string {
  const origin = new URL(target).origin
  return origin in upstreams ? upstreams[origin] + target.slice(origin.length) : target
}

const PROXIED_HEADERS = [`content-type`, `cache-control`]

function proxy(response: http.ServerResponse, url: string): void {
  const client = url.startsWith(`https:`) ? https : http
  client
    .get(url, upstream => {
      const headers = Object.fromEntries(
        PROXIED_HEADERS.flatMap(name => (upstream.headers[name] ? [[name, upstream.headers[name]]] : [])),
      )
      response.writeHead(upstream.statusCode ?? 502, headers)
      upstream.pipe(response)
    })
    .on(`error`, () => {
      response.writeHead(502, { "Content-Type": `text/plain` })
      response.end(`Bad gateway`)
    })
}

export function startStaticServer({
  root,
  port = 0,
  hook,
  upstreams,
}: StaticServerOptions): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root)
  const proxyRules = readProxyRules(absoluteRoot)
  const server = http.createServer(async (request, response) => {
    if (hook && (await hook(request, response))) return
    const target = proxyTarget(proxyRules, request.url ?? `/`)
    if (target) return proxy(response, upstreamUrl(target, upstreams))
    const resolved = resolveRequest(absoluteRoot, request.url ?? `/`)
    if (resolved.kind === `file`) return sendFile(request, response, resolved.file)
    if (resolved.kind === `redirect`) {
      response.writeHead(301, { Location: resolved.location })
      return response.end()
    }
    const notFound = path.join(absoluteRoot, `404.html`)
    if (statOf(notFound)?.isFile()) return sendFile(request, response, notFound, 404)
    response.writeHead(404, { "Content-Type": `text/plain` })
    response.end(`Not found`)
  })
  return new Promise(resolve => {
    server.listen(port, `127.0.0.1`, () => {
      const address = server.address() as { port: number }
      resolve({
        port: address.port,
        url: `http://localhost:${address.port}`,
        close: () => new Promise(done => server.close(() => done())),
      })
    })
  })
}
