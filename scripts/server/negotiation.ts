import { contentType } from "mime-types"
import path from "path"

/** Content negotiation and conditional requests: pure decisions on request headers. */

export function contentTypeOf(file: string): string {
  return contentType(path.extname(file)) || `application/octet-stream`
}

/** Text, scripts, JSON, XML, SVG, the web manifest, feeds: what compresses. Images and fonts already are. */
const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml|[\w.-]+\+(json|xml))(;|$))/

export function isCompressible(type: string): boolean {
  return COMPRESSIBLE.test(type)
}

export type Coding = `br` | `gzip`

/**
 * The coding to send for an Accept-Encoding header: br or gzip by weight (br on a tie, it is smaller),
 * or undefined for the body as is. A weight of 0, or one that is not a number, refuses; `*` stands
 * for a coding not named.
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): Coding | undefined {
  const weights = new Map<string, number>()
  for (const part of String(acceptEncoding ?? ``).split(`,`)) {
    const [name, ...parameters] = part.split(`;`).map(piece => piece.trim().toLowerCase())
    const q = parameters.find(parameter => parameter.startsWith(`q=`))?.slice(2)
    const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0
    if (name) weights.set(name, weight)
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get(`*`) ?? 0
  const [br, gzip] = [weightOf(`br`), weightOf(`gzip`)]
  if (br > 0 && br >= gzip) return `br`
  return gzip > 0 ? `gzip` : undefined
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, ``)

/**
 * Whether a GET may be answered 304 (RFC 9110, section 13.1): If-None-Match decides when present (weak
 * comparison, `*` matches), otherwise If-Modified-Since against the last modification, to the second.
 */
export function isNotModified(
  headers: { "if-none-match"?: string; "if-modified-since"?: string },
  etag: string,
  lastModified: Date,
): boolean {
  const noneMatch = headers[`if-none-match`]
  if (noneMatch !== undefined)
    return noneMatch.trim() === `*` || noneMatch.split(`,`).some(tag => opaque(tag) === opaque(etag))
  const since = Date.parse(headers[`if-modified-since`] ?? ``)
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}
