import path from "path"

// Reading a request target safely: no request can make the server read outside its root, throw, or
// send a reader to another origin.

export interface RequestTarget {
  /** The path as requested, percent-encoded, always starting with exactly one `/`. */
  pathname: string
  /** `?…` or empty. */
  search: string
  /** Decoded; undefined when the encoding is malformed. */
  decoded?: string
}

/** Splits a raw request target; never parses it as a URL (`//a:b/` would be read as a host). */
export function requestTarget(url: string | undefined): RequestTarget {
  const raw = url ?? `/`
  const queryAt = raw.indexOf(`?`)
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const search = queryAt === -1 ? `` : raw.slice(queryAt)
  // Collapse leading slashes: `//evil.com/x` must stay a path of this site.
  const pathname = `/${rawPath.replace(/^\/+/, ``)}`
  let decoded: string | undefined
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = undefined
  }
  return { pathname, search, decoded }
}

/** The file a decoded path names under `root`, or undefined when it would leave the root or is not a plain path. */
export function fileUnder(root: string, decoded: string): string | undefined {
  if (decoded.includes(`\0`) || decoded.includes(`\\`)) return undefined
  const file = path.join(root, path.posix.normalize(decoded))
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined
}

/** A `Location` that can only point inside this site: one leading slash, no backslash, no control characters. */
export function sameOriginLocation(location: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = location.replace(/[\u0000-\u001f\u007f\\]/g, ``)
  return `/${cleaned.replace(/^\/+/, ``)}`
}
