// Resolving an address against the table, in the same way wherever it happens (build, static server,
// 404 page, in-app navigation, dev server). Pure and import-free: the browser bundles it.
//
// The table maps address keys (see address.ts) to pages: every old address, and every other spelling
// of a page (`/Documentation/Webhooks.html` -> `/documentation/webhooks/`). Fallbacks are prefixes
// of old families that send anything else under them to the closest section.

export type Fallback = readonly [prefixKey: string, target: string]

export interface Resolution {
  target: string
  /** True when a family's fallback answered, not a rule or a page: the reader gets the closest section. */
  fallback: boolean
}

/** Longest prefix first, so the most specific fallback wins. */
export function sortFallbacks(fallbacks: ReadonlyArray<Fallback>): Array<Fallback> {
  return [...fallbacks].sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]))
}

/** `fallbacks` sorted by sortFallbacks; `exact` answers a key from the table (or the part of it at hand). */
export function resolveKey(
  key: string,
  exact: (key: string) => string | undefined,
  fallbacks: ReadonlyArray<Fallback>,
): Resolution | undefined {
  const target = exact(key)
  if (target !== undefined) return { target, fallback: false }
  const match = fallbacks.find(([prefix]) => key.startsWith(prefix))
  return match && { target: match[1], fallback: true }
}

/**
 * Which file of the browser's table holds a key: FNV-1a over the key, modulo the number of files.
 * The build writes the table in this many shards and the browser fetches only the one it needs.
 */
export function shardOf(key: string, shardCount: number): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % shardCount
}
