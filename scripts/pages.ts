/*
 * The real site's pages against this one.
 *   npm run pages -- --check tests/fixtures/real-pages          every listed real path: page, stub or missing
 *   npm run pages -- --check some-list.tsv --verbose            the same, listing every path that is not a page
 * A list is a TSV with the header `path title seen_at` (or a folder of them); `{product}` in a path
 * stands for the product's URL slug. Exits 1 unless every listed path is a page here.
 */
import { pagesArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"
import { siteCoverage } from "./real-page-lists"

function percent(part: number, whole: number): string {
  return whole === 0 ? `-` : `${((100 * part) / whole).toFixed(1)} %`
}

function check(targets: ReadonlyArray<string>, verbose: boolean): number {
  const { report, unlisted, problems } = siteCoverage(targets)
  console.log(`area                                         pages   stubs missing`)
  for (const area of report.areas)
    console.log(
      `${area.area.padEnd(42)} ${String(area.page).padStart(7)} ${String(area.stub).padStart(7)} ${String(area.missing).padStart(7)}`,
    )
  const pages = report.rows.filter(row => row.coverage === `page`).length
  console.log(
    `${report.rows.length} real paths: ${pages} are pages here (${percent(pages, report.rows.length)})`,
  )
  const absent = report.rows.filter(row => row.coverage !== `page`)
  if (verbose || absent.length <= 40)
    for (const row of absent)
      console.log(
        `  ${row.coverage.padEnd(7)} ${row.path}${row.target ? ` -> ${row.target}` : ``}  (${row.origin})`,
      )
  else console.log(`  (${absent.length} paths are not pages; --verbose lists them)`)
  if (problems.length > 0) console.log(`problems (${problems.length}):\n${problems.join(`\n`)}`)
  if (verbose) {
    console.log(`${unlisted.length} pages here are at no listed real path:`)
    for (const path of unlisted) console.log(`  ${path}`)
  }
  return absent.length === 0 && problems.length === 0 ? 0 : 1
}

runCommand(args => {
  const { targets, verbose } = pagesArguments(args)
  return check(targets, verbose)
})
