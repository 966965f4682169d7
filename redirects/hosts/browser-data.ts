import crypto from "crypto"
import { redirectDataDir, redirectShardSize } from "../../src/config/redirects"
import { shardOf, type Fallback } from "../lookup"

// The table as the browser reads it: split into shards by a hash of the key, so a reader fetches only
// the one file that can hold the address in hand, and only when an address is not a page (the 404
// page's lookup and in-app navigation). Plus one small file of fallbacks. The folder is named by the
// content's hash, so hosts may cache every file forever.

export interface RedirectDataLocation {
  /** `/redirect-data/<hash>/`: shards are `<n>.json`, fallbacks `fallbacks.json`. */
  base: string
  shards: number
  /** Development: the table changes while the server runs, so never cache a file. */
  fresh?: boolean
}

export interface BrowserRedirectData {
  location: RedirectDataLocation
  files: Array<{ path: string; body: string }>
}

export function browserRedirectData(
  table: ReadonlyMap<string, string>,
  fallbacks: ReadonlyArray<Fallback>,
  shardSize = redirectShardSize,
): BrowserRedirectData {
  const shards = Math.max(1, Math.ceil(table.size / shardSize))
  const rows: Array<Record<string, string>> = Array.from({ length: shards }, () => ({}))
  for (const [key, target] of [...table].sort(([a], [b]) => a.localeCompare(b))) {
    rows[shardOf(key, shards)][key] = target
  }
  const bodies = [...rows.map(row => JSON.stringify(row)), JSON.stringify(fallbacks)]
  const hash = crypto.createHash(`sha256`).update(bodies.join(`\n`)).digest(`hex`).slice(0, 12)
  const base = `/${redirectDataDir}/${hash}/`
  const names = [...rows.map((_, index) => `${index}.json`), `fallbacks.json`]
  return {
    location: { base, shards },
    files: names.map((name, index) => ({ path: `${base}${name}`, body: bodies[index] })),
  }
}
