/*
 * Real pages against this site: a list of the real site's current page paths (with where each was
 * seen) is checked against the pages built here. A listed path is a page, a redirect stub (an old
 * address of the table that sends it elsewhere), or missing. `npm run pages -- --check` prints it;
 * tests/unit/real-pages.test.ts requires every listed path to be a page.
 */
import { withTrailingSlash } from "./paths"

export interface RealPage {
  path: string
  title: string
  seenAt: string
  /** Where the row was read, for messages: `file:line`. */
  origin: string
}

export type Coverage = `page` | `stub` | `missing`

export interface AreaCoverage {
  area: string
  page: number
  stub: number
  missing: number
}

export interface CoverageReport {
  rows: Array<RealPage & { coverage: Coverage; target?: string }>
  areas: Array<AreaCoverage>
  problems: Array<string>
}

export const REAL_PAGES_HEADER = [`path`, `title`, `seen_at`] as const

/** Rows of one TSV (header `path title seen_at`); a malformed row is a problem naming its line. */
export function parseRealPages(
  text: string,
  file: string,
  expand: (path: string) => string,
): { rows: Array<RealPage>; problems: Array<string> } {
  const lines = text.split(`\n`)
  const problems: Array<string> = []
  if (lines[0]?.trim() !== REAL_PAGES_HEADER.join(`\t`))
    problems.push(`${file}:1: the header must be "${REAL_PAGES_HEADER.join(`\\t`)}"`)
  const rows: Array<RealPage> = []
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === ``) return
    const origin = `${file}:${index + 2}`
    const [path = ``, title = ``, seenAt = ``] = line.split(`\t`)
    if (!path.startsWith(`/`) || withTrailingSlash(path) !== path)
      problems.push(`${origin}: "${path}" is not a page path (absolute, ending in /)`)
    else if (!seenAt.trim())
      problems.push(`${origin}: ${path} says nowhere where it was seen (third column, seen_at)`)
    else rows.push({ path: expand(path), title, seenAt, origin })
  })
  return { rows, problems }
}

/** The area a path belongs to: its first two segments (`/api-reference/ticketing/`). */
export function areaOf(path: string): string {
  return `/${path.split(`/`).filter(Boolean).slice(0, 2).join(`/`)}/`
}

export function coverageOf(
  rows: ReadonlyArray<RealPage>,
  pages: ReadonlySet<string>,
  redirectTarget: (path: string) => string | undefined,
): CoverageReport {
  const problems: Array<string> = []
  const seen = new Map<string, string>()
  const checked = rows.map(row => {
    const earlier = seen.get(row.path)
    if (earlier) problems.push(`${row.origin}: ${row.path} is listed already at ${earlier}`)
    seen.set(row.path, row.origin)
    if (pages.has(row.path)) return { ...row, coverage: `page` as const }
    const target = redirectTarget(row.path)
    return target ? { ...row, coverage: `stub` as const, target } : { ...row, coverage: `missing` as const }
  })
  const areas = new Map<string, AreaCoverage>()
  for (const row of checked) {
    const area = areaOf(row.path)
    const counts = areas.get(area) ?? { area, page: 0, stub: 0, missing: 0 }
    counts[row.coverage]++
    areas.set(area, counts)
  }
  return {
    rows: checked,
    areas: [...areas.values()].sort((a, b) => a.area.localeCompare(b.area)),
    problems,
  }
}

/**
 * Pages here that no listed real path has: each must find its real path, or be listed with its reason
 * in the README's content section. A page and its aliases (SECTION_ALIASES) are one page: listing
 * either lists both.
 */
export function unlistedPages(
  contentPaths: Iterable<string>,
  listed: ReadonlySet<string>,
  primaryOf: (path: string) => string | undefined,
): Array<string> {
  const primaries = new Set([...listed].map(path => primaryOf(path) ?? path))
  return [...contentPaths].filter(path => !primaries.has(primaryOf(path) ?? path)).sort()
}
