import crypto from "crypto"
import fs from "fs"
import type http from "http"
import { lookup } from "mime-types"
import Negotiator from "negotiator"
import send from "send"
import zlib from "zlib"

// Files, answered on maintained parts. `send` (expressjs, the engine of serve-static) answers files as
// they are: ETag and Last-Modified with 304s, Range with 206/416, HEAD, and a stream it destroys when
// the client goes away, so an aborted download leaves no open file. Text is served compressed from
// memory: each file is compressed once per encoding and kept while its size and mtime stay the same,
// where `compression` would compress every response afresh (a cost paid on every request, not once).
// Compressed bodies get their own strong ETag and no Range, as most hosts do.

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/

export type Encoding = `br` | `gzip`

const ENCODINGS: Array<Encoding | `identity`> = [`br`, `gzip`, `identity`]

/**
 * The encoding to answer with, by negotiator (what `compression` and Express use): the client's
 * weights first, `*` for any encoding, `q=0` refusing one; brotli, then gzip, between equal weights.
 * Undefined for the identity, and when the client refuses even that (the file is sent as it is).
 */
export function preferredEncoding(acceptEncoding: string | Array<string> | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(`, `) : acceptEncoding
  const chosen = new Negotiator({ headers: { "accept-encoding": header } }).encoding(ENCODINGS, {
    preferred: ENCODINGS,
  })
  return chosen === `br` || chosen === `gzip` ? chosen : undefined
}

interface Cached {
  size: number
  mtimeMs: number
  body: Buffer
  encoded: Partial<Record<Encoding | `identity`, { body: Buffer; etag: string }>>
}

const cache = new Map<string, Cached>()

function encode(body: Buffer, encoding: Encoding | `identity`): Buffer {
  if (encoding === `br`)
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
  if (encoding === `gzip`) return zlib.gzipSync(body, { level: 9 })
  return body
}

function cachedBody(
  file: string,
  stats: fs.Stats,
  encoding: Encoding | `identity`,
): { body: Buffer; etag: string } {
  let entry = cache.get(file)
  if (!entry || entry.size !== stats.size || entry.mtimeMs !== stats.mtimeMs) {
    entry = { size: stats.size, mtimeMs: stats.mtimeMs, body: fs.readFileSync(file), encoded: {} }
    cache.set(file, entry)
  }
  const body = entry.body
  entry.encoded[encoding] ??= (() => {
    const encoded = encode(body, encoding)
    const hash = crypto.createHash(`sha256`).update(encoded).digest(`base64url`).slice(0, 27)
    return { body: encoded, etag: `"${hash}-${encoding}"` }
  })()
  return entry.encoded[encoding] as { body: Buffer; etag: string }
}

export function contentType(file: string): string {
  const type = lookup(file) || `application/octet-stream`
  return /^text\/|javascript|json|xml/.test(type) && !type.includes(`charset`)
    ? `${type}; charset=utf-8`
    : type
}

/** A whole file from memory: compressed text, or any file answered with a status other than 200 (404.html). */
function sendFromMemory(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  stats: fs.Stats,
  status: number,
  headers: Record<string, string>,
): void {
  const encoding = COMPRESSIBLE.test(contentType(file))
    ? (preferredEncoding(request.headers[`accept-encoding`]) ?? `identity`)
    : `identity`
  const { body, etag } = cachedBody(file, stats, encoding)
  const common = {
    ...headers,
    "Content-Type": contentType(file),
    Vary: `Accept-Encoding`,
    ...(status === 200 ? { ETag: etag } : {}),
  }
  if (status === 200 && request.headers[`if-none-match`] === etag) {
    response.writeHead(304, common)
    response.end()
    return
  }
  const encodingHeader: Record<string, string> =
    encoding === `identity` ? {} : { "Content-Encoding": encoding }
  response.writeHead(status, { ...common, ...encodingHeader, "Content-Length": String(body.length) })
  response.end(request.method === `HEAD` ? undefined : body)
}

export function sendFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  stats: fs.Stats,
  headers: Record<string, string>,
  status = 200,
): void {
  const compressible =
    COMPRESSIBLE.test(contentType(file)) &&
    preferredEncoding(request.headers[`accept-encoding`]) !== undefined
  if (compressible || status !== 200) return sendFromMemory(request, response, file, stats, status, headers)
  send(request, file, {
    dotfiles: `allow`,
    etag: true,
    lastModified: true,
    cacheControl: false,
    index: false,
  })
    .on(`headers`, (res: http.ServerResponse) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.setHeader(`Content-Type`, contentType(file))
      res.setHeader(`Vary`, `Accept-Encoding`)
    })
    .on(`error`, (error: { status?: number }) => {
      if (response.headersSent) return response.destroy()
      response.writeHead(error.status ?? 500, { "Content-Type": `text/plain; charset=utf-8` })
      response.end(error.status === 416 ? `Range Not Satisfiable` : `Error`)
    })
    .pipe(response)
}
