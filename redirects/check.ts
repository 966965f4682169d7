import { addressKey } from "./address"
import type { Resolution } from "./lookup"

/**
 * Checks a list of old addresses (old links collected from public code and docs) against the table:
 * how many land on a page at all, and of those whose new page is known, how many land exactly there.
 */
export interface CheckedAddress {
  oldPath: string
  /** The page the address is known to have moved to, where public material says so. */
  expected?: string
}

export interface CheckReport {
  total: number
  landed: number
  known: number
  exact: number
  misses: Array<string>
}

export function checkAddresses(
  addresses: ReadonlyArray<CheckedAddress>,
  resolve: (key: string) => Resolution | undefined,
  pages: ReadonlySet<string>,
): CheckReport {
  const report: CheckReport = { total: addresses.length, landed: 0, known: 0, exact: 0, misses: [] }
  for (const { oldPath, expected } of addresses) {
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

/** Rows of a TSV with a header: old_path, fragments, new_path (where known), anything after. */
export function addressesFromTsv(text: string, expand: (path: string) => string): Array<CheckedAddress> {
  return text
    .trim()
    .split(`\n`)
    .slice(1)
    .map(line => line.split(`\t`))
    .map(([oldPath, , expected = ``]) => ({
      oldPath: expand(oldPath),
      expected: expected ? expand(expected) : undefined,
    }))
}
