import fs from "fs"
import http from "http"
import path from "path"
import { lookup } from "mime-types"
import zlib from "zlib"

/**
 * A static server that answers the way plain hosts (S3 websites, GitHub Pages) do, for `npm start`
 * and the end-to-end tests: a file is served as is; a directory without its slash gets a 301 to the
 * slash, query kept; a directory with it serves index.html; anything else gets 404.html, status 404.
 * (serve-handler was tried first: its slash redirect drops the query string, which real hosts keep.)
 */
export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => boolean | Promise<boolean>

export interface StaticServerOptions {
  root: string
  port?: number
  /** Tests answer some requests themselves (faults, delays, stand-ins); return true when handled. */
  hook?: RequestHook
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

/** Files whose names do not change when their content does: they must be revalidated, never kept for a year. */
const UNHASHED = /[/\\](page-data|sw\.js|app-data|manifest)|[/\\]pagefind[/\\](pagefind[^/\\]*|wasm\.[^/\\]*)$/

/** Like real hosts: HTML, page data, the service worker and the search entry revalidate; hashed assets are immutable; text is gzipped. */
function sendFile(request: http.IncomingMessage, response: http.ServerResponse, file: string, status = 200): void {
  const type = lookup(file) || `application/octet-stream`
  const cache = UNHASHED.test(file) || file.endsWith(`.html`) ? `no-cache` : `public, max-age=31536000, immutable`
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers[`accept-encoding`] ?? ``))
  response.writeHead(status, { "Content-Type": type, "Cache-Control": cache, Vary: `Accept-Encoding`, ...(gzip ? { "Content-Encoding": `gzip` } : {}) })
  const stream = fs.createReadStream(file)
  if (gzip) stream.pipe(zlib.createGzip()).pipe(response)
  else stream.pipe(response)
}

export function resolveRequest(root: string, url: string): { kind: `file`; file: string } | { kind: `redirect`; location: string } | { kind: `missing` } {
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
    return decoded.endsWith(`/`) ? { kind: `file`, file: index } : { kind: `redirect`, location: `${pathname}/${search}` }
  }
  return { kind: `missing` }
}

export function startStaticServer({ root, port = 0, hook }: StaticServerOptions): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root)
  const server = http.createServer(async (request, response) => {
    if (hook && (await hook(request, response))) return
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
