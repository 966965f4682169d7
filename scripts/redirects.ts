import fs from "fs"
import { redirectFamilies, withPageRedirects } from "../redirects"
import { addressKey } from "../redirects/address"
import { checkAddresses, oldAddressesFromTsv } from "../redirects/check"
import { resolveKey } from "../redirects/lookup"
import { addressTable, fallbackList, planRedirects } from "../redirects/pipeline"
import {
  PUBLISHED_PATHS_FILE,
  publishedPathsText,
  readPublishedPaths,
  vanishedAddresses,
} from "../redirects/retention"
import { hintText, movedPageHints } from "../redirects/where-it-went"
import { expandProductTokens } from "../src/lib/paths"
import { readSiteAddresses } from "../src/lib/read-content"
import { redirectsArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"
import { printReading, printRows, writeRules } from "./redirects/from-log"
import { missRows } from "./redirects/miss-rows"
import { readAccessLog } from "./redirects/read-log"
import { loadSiteSearch } from "./redirects/site-search"

// The redirect checker.
//   npm run redirects -- '/rest_api/docs/core/tickets?x=1#y'   where an address lands, and how
//   npm run redirects -- --report                               rules and fallbacks per family, every problem
//   npm run redirects -- --check list.tsv                        how many addresses of a list land, and exactly
//   npm run redirects -- --publish                               add the last build's addresses to the published list
//   npm run redirects -- --suggest                               where each published address that leads nowhere went
//   npm run redirects -- --from-log access.log [--top 25] [--write <family>]
//                                                                the old addresses readers still miss, with rules

const site = readSiteAddresses(`content`)
const pages = site.paths
const plan = planRedirects(withPageRedirects(site.pageRedirects), pages)
const table = addressTable(plan, pages)
const fallbacks = fallbackList(plan)
const resolve = (key: string) => resolveKey(key, candidate => table.get(candidate), fallbacks)

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
  const addresses = oldAddressesFromTsv(fs.readFileSync(file, `utf8`), expandProductTokens)
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

/** Every published address that leads nowhere, with the page it most likely became and the lines to add. */
function suggest(): number {
  const published = readPublishedPaths()
  const vanished = vanishedAddresses(published, resolve)
  if (vanished.length === 0) {
    console.log(`every one of the ${published.length} published addresses is a page or redirected`)
    return 0
  }
  const hints = new Map(movedPageHints(vanished, published).map(hint => [hint.address, hint]))
  for (const address of vanished) {
    const hint = hints.get(address)
    console.log(
      `${address}\n  ${hint ? hintText(hint) : `no page is close enough: add a rule to redirects/families/… by hand`}`,
    )
  }
  return 1
}

async function fromLog(file: string, top: number, family: string | undefined): Promise<number> {
  if (!fs.existsSync(file)) {
    console.error(
      `--from-log needs an access log file (nginx/Apache combined, Netlify or Cloudflare JSON lines)`,
    )
    return 2
  }
  const search = await loadSiteSearch()
  if (!search) {
    console.error(
      `public/pagefind/ is missing: run \`npm run build\` first (rules name the pages the 404 page would offer, from its search index)`,
    )
    return 1
  }
  const reading = await readAccessLog(file)
  printReading(file, reading)
  const { rows, answered } = await missRows(reading, resolve, pages, search, top)
  printRows(rows, answered)
  const problems = family ? await writeRules(family, rows, site) : []
  if (problems.length > 0) console.error(`nothing written:\n${problems.join(`\n`)}`)
  return problems.length > 0 ? 1 : 0
}

async function main(args: Array<string>): Promise<number> {
  const command = redirectsArguments(args)
  switch (command.mode) {
    case `report`:
      return report()
    case `check`:
      return checkList(command.file)
    case `publish`:
      return publish()
    case `suggest`:
      return suggest()
    case `from-log`:
      return fromLog(command.file, command.top, command.write)
    case `address`:
      return checkOne(command.address)
  }
}

runCommand(main, { messageOnly: true })
