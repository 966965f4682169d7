import fs from "fs"
import path from "path"
import { addressKey, redirectLocation } from "../../redirects/address"
import { resolveKey, type Fallback } from "../../redirects/lookup"
import { redirectDataDir } from "../../src/config/redirects"
import type { RequestTarget } from "./request-path"

// What a host with redirect rules answers (`npm start`'s hosted mode): every spelling of an old
// address, and every other spelling of a page, gets one 301 to its page, query kept, before any file
// (a stub included) is served. The table is the one the build wrote for browsers
// (public/redirect-data/<hash>/): the same data, so `npm start` can never disagree with the site.

export interface AddressTable {
  exact: Map<string, string>
  fallbacks: Array<Fallback>
}

export function readAddressTable(root: string): AddressTable {
  const table: AddressTable = { exact: new Map(), fallbacks: [] }
  const dataRoot = path.join(root, redirectDataDir)
  if (!fs.existsSync(dataRoot)) return table
  for (const hash of fs.readdirSync(dataRoot)) {
    for (const file of fs.readdirSync(path.join(dataRoot, hash))) {
      const body = JSON.parse(fs.readFileSync(path.join(dataRoot, hash, file), `utf8`))
      if (file === `fallbacks.json`) table.fallbacks = body
      else
        for (const [key, target] of Object.entries(body as Record<string, string>))
          table.exact.set(key, target)
    }
  }
  return table
}

/** The redirect for a request, or undefined when it is a page (or no address the site knows). */
export function hostRedirect(table: AddressTable, target: RequestTarget): string | undefined {
  if (target.decoded === undefined) return undefined
  const resolution = resolveKey(addressKey(target.pathname), key => table.exact.get(key), table.fallbacks)
  if (!resolution || (!resolution.fallback && resolution.target === target.decoded)) return undefined
  return redirectLocation(
    resolution.target,
    target.search,
    ``,
    resolution.fallback ? target.pathname : undefined,
  )
}
