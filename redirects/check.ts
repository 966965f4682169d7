import { addressKey } from "./address"
import type { Resolution } from "./lookup"

// Checks a list of old addresses (old links collected from public code and docs) against the table:
// how many land on a page at all, and of those whose new page is known, how many land exactly there.

export interface OldAddress {
  oldPath: string
  /** The `#fragments` it was seen linked with. */
  fragments: Array<string>
  /** The page the address is known to have moved to, where public material says so. */
  newPath?: string
}

export interface CheckReport {
  total: number
  landed: number
  known: number
  exact: number
  misses: Array<string>
}

export function checkAddresses(
  addresses: ReadonlyArray<Pick<OldAddress, `oldPath` | `newPath`>>,
  resolve: (key: string) => Resolution | undefined,
  pages: ReadonlySet<string>,
): CheckReport {
  const report: CheckReport = { total: addresses.length, landed: 0, known: 0, exact: 0, misses: [] }
  for (const { oldPath, newPath: expected } of addresses) {
    const resolution = resolve(addressKey(oldPath))
    const via = resolution ? (resolution.fallback ? `fallback` : `rule`) : `no rule`
    if (resolution && pages.has(resolution.target)) report.landed++
    else report.misses.push(`${oldPath}: lands nowhere (${via})`)
    if (!expected) continue
    report.known++
    if (resolution?.target === expected) report.exact++
    else
      report.misses.push(
        `${oldPath}: lands on ${resolution?.target ?? `nothing`} (${via}), expected ${expected}`,
      )
  }
  return report
}

/** The rows of a TSV file with a header line (the fixtures' format), each split into its fields. */
export function tsvRows(text: string): Array<Array<string>> {
  return text
    .trim()
    .split(`\n`)
    .slice(1)
    .map(line => line.split(`\t`))
}

/** Old addresses from a TSV of old_path, fragments (comma-separated), new_path (where known), anything after. */
export function oldAddressesFromTsv(text: string, expand: (path: string) => string): Array<OldAddress> {
  return tsvRows(text).map(([oldPath, fragments = ``, newPath = ``]) => ({
    oldPath: expand(oldPath),
    fragments: fragments ? fragments.split(`,`) : [],
    newPath: newPath ? expand(newPath) : undefined,
  }))
}
