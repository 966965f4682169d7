import fs from "fs"
import { redirectFamilies, withPageRedirects } from "../redirects"
import { addressKey } from "../redirects/address"
import { addressesFromTsv, checkAddresses } from "../redirects/check"
import { resolveKey } from "../redirects/lookup"
import { addressTable, fallbackList, planRedirects } from "../redirects/pipeline"
import { PUBLISHED_PATHS_FILE, publishedPathsText, readPublishedPaths } from "../redirects/retention"
import { expandProductTokens } from "../src/lib/paths"
import { readSiteAddresses } from "../src/lib/site-sources"

/**
 * The redirect checker.
 *   npm run redirects -- '/rest_api/docs/core/tickets?x=1#y'   where an address lands, and how
 *   npm run redirects -- --report                               rules and fallbacks per family, every problem
 *   npm run redirects -- --check list.tsv                        how many addresses of a list land, and exactly
 *   npm run redirects -- --publish                               add the last build's addresses to the published list
 */
const site = readSiteAddresses(`content`)
const pages = site.paths
const plan = planRedirects(withPageRedirects(site.pageRedirects), pages)
const table = addressTable(plan, pages)
const fallbacks = fallbackList(plan)

function landing(address: string): { target?: string; via: string } {
  const resolution = resolveKey(addressKey(address), key => table.get(key), fallbacks)
  if (!resolution) return { via: `no rule` }
  const rule = plan.rules.find(candidate => candidate.key === addressKey(address))
  const via = resolution.fallback ? `fallback` : rule ? `rule of ${rule.module}` : `page`
  return { target: resolution.target, via }
}

function report(): number {
  const names = [
    ...new Set([...redirectFamilies.map(family => family.name), ...plan.rules.map(rule => rule.family)]),
  ]
  const rows = names.map(name => [
    name,
    plan.rules.filter(rule => rule.family === name).length,
    plan.fallbacks.filter(fallback => fallback.family === name).length,
  ])
  console.log(`family                          rules  fallbacks`)
  for (const [name, rules, fallbackCount] of rows) {
    console.log(
      `${String(name).padEnd(30)} ${String(rules).padStart(6)} ${String(fallbackCount).padStart(10)}`,
    )
  }
  console.log(
    `${`total`.padEnd(30)} ${String(plan.rules.length).padStart(6)} ${String(plan.fallbacks.length).padStart(10)}`,
  )
  const problems = [...site.problems, ...plan.problems]
  console.log(
    problems.length === 0 ? `problems: none` : `problems (${problems.length}):\n${problems.join(`\n`)}`,
  )
  return problems.length === 0 ? 0 : 1
}

function checkOne(address: string): number {
  const url = new URL(address, `http://site.invalid`)
  const { target, via } = landing(url.pathname)
  const isPage = target !== undefined && pages.has(target)
  console.log(`${address}\n  -> ${target ?? url.pathname}${url.search}${url.hash}  (${via})`)
  console.log(`  ${isPage ? `is a page` : `is NOT a page`}`)
  return isPage ? 0 : 1
}

/** A TSV of old addresses (first column) and, where known, the expected page (third column). */
function checkList(file: string): number {
  const addresses = addressesFromTsv(fs.readFileSync(file, `utf8`), expandProductTokens)
  const resolve = (key: string) => resolveKey(key, candidate => table.get(candidate), fallbacks)
  const report = checkAddresses(addresses, resolve, pages)
  const percent = (part: number, whole: number) =>
    whole === 0 ? `-` : `${((100 * part) / whole).toFixed(1)} %`
  console.log(
    `${report.total} addresses: ${report.landed} land on a page (${percent(report.landed, report.total)})`,
  )
  console.log(
    `${report.known} with a known target: ${report.exact} land exactly there (${percent(report.exact, report.known)})`,
  )
  if (report.misses.length > 0) console.log(`misses:\n  ${report.misses.join(`\n  `)}`)
  return report.misses.length === 0 ? 0 : 1
}

/** Adds what the last build published (build/published-addresses.txt) to redirects/published-paths.txt. */
function publish(): number {
  const built = `build/published-addresses.txt`
  if (!fs.existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` first, then publish.`)
    return 1
  }
  const earlier = readPublishedPaths()
  const current = fs.readFileSync(built, `utf8`).split(`\n`).filter(Boolean)
  fs.writeFileSync(PUBLISHED_PATHS_FILE, publishedPathsText(earlier, current))
  console.log(`${PUBLISHED_PATHS_FILE}: ${readPublishedPaths().length} addresses (${earlier.length} before)`)
  return 0
}

const [argument, value] = process.argv.slice(2)
if (!argument || argument === `--report`) process.exitCode = report()
else if (argument === `--check`) process.exitCode = checkList(value)
else if (argument === `--publish`) process.exitCode = publish()
else process.exitCode = checkOne(argument)
