/*
 * The real site's page lists against this site's content, as `npm run pages -- --check` and
 * tests/unit/real-pages.test.ts both read them: no build needed, the content's own addresses.
 */
import fs from "fs"
import path from "path"
import { redirectTargetOf } from "../redirects/site-table"
import { FRAMEWORK_PAGES, primaryPathOf } from "../src/config/site-areas"
import { coverageOf, parseRealPages, unlistedPages, type CoverageReport } from "../src/lib/page-coverage"
import { expandProductTokens } from "../src/lib/paths"
import { readSiteAddresses } from "../src/lib/read-content"

export interface SiteCoverage {
  report: CoverageReport
  /** Pages here at no listed real path (a page and its alias count once). */
  unlisted: Array<string>
  /** The content's and the lists' own problems, and the report's. */
  problems: Array<string>
}

function listFiles(target: string): Array<string> {
  if (!fs.statSync(target).isDirectory()) return [target]
  return fs
    .readdirSync(target)
    .filter(name => name.endsWith(`.tsv`))
    .sort()
    .map(name => path.join(target, name))
}

/** Every listed real path of `targets` (TSV files, or folders of them) against the pages in `contentDir`. */
export function siteCoverage(targets: ReadonlyArray<string>, contentDir = `content`): SiteCoverage {
  const site = readSiteAddresses(contentDir)
  const lists = targets
    .flatMap(listFiles)
    .map(file => parseRealPages(fs.readFileSync(file, `utf8`), file, expandProductTokens))
  const rows = lists.flatMap(list => list.rows)
  const report = coverageOf(rows, site.paths, redirectTargetOf(site))
  const contentPaths = [...site.paths].filter(path => path.endsWith(`/`) && !FRAMEWORK_PAGES.includes(path))
  return {
    report,
    unlisted: unlistedPages(contentPaths, new Set(rows.map(row => row.path)), primaryPathOf),
    problems: [...site.problems, ...lists.flatMap(list => list.problems), ...report.problems],
  }
}
