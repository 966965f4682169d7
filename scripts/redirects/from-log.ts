/*
 * `npm run redirects -- --from-log <file> [--top <n>] [--write <family>]`: the old addresses real
 * readers still miss, from a host's access log, each with the rule that would catch it. The page a rule
 * proposes is the first the 404 page would offer for the address's words (suggest-pages.ts, over the
 * last build's search index); `--write` appends the rules to a family module for review, after the
 * redirect pipeline has accepted them.
 */
import fs from "fs"
import prettier from "prettier"
import { withPageRedirects } from "../../redirects"
import type { Resolution } from "../../redirects/lookup"
import { oldAddressProblem, planRedirects } from "../../redirects/pipeline"
import { familyModule, familyRow } from "../../redirects/rule-text"
import type { MissTally } from "../../redirects/traffic/miss-counter"
import { product } from "../../src/config/site"
import type { SiteAddresses } from "../../src/lib/site-sources"
import { searchResultLimit } from "../../src/config/search"
import { addressWords } from "../../src/search/address-words"
import type { SearchFunction } from "../../src/search/pagefind"
import type { SearchHit } from "../../src/search/result-model"
import { suggestPages } from "../../src/search/suggest-pages"
import { previewFamilies } from "./families-preview"
import { withRulesAppended } from "./family-source"
import type { LogReading } from "./read-log"

export interface MissRow {
  tally: MissTally
  /** Where the table sends it now: nowhere, or a family's closest section. */
  fallback?: string
  suggestion?: { path: string; title: string; query: string }
  /** The rule, ready to paste; absent when no page fits or the address cannot be a rule. */
  rule?: string
  problem?: string
}

const LOG_FORMAT_NAMES = {
  combined: `nginx/Apache combined`,
  netlify: `Netlify log drain`,
  cloudflare: `Cloudflare Logpush`,
}

/**
 * Of the pages the 404 page's search offers, the one whose address shares most words with the missed
 * address (`/old/sales-crm/users` -> the Sales CRM API's Users, not the Ticketing API's); ties keep the
 * search's order.
 */
export function closestHit(
  hits: Array<SearchHit>,
  address: string,
  pages: ReadonlySet<string>,
): SearchHit | undefined {
  const wanted = new Set(addressWords(address, product.slug))
  const shared = (url: string) =>
    [...new Set(url.toLowerCase().split(/[^a-z0-9]+/))].filter(word => wanted.has(word)).length
  return hits
    .filter(hit => pages.has(hit.url))
    .reduce<SearchHit | undefined>(
      (best, hit) => (!best || shared(hit.url) > shared(best.url) ? hit : best),
      undefined,
    )
}

/** The top misses the table does not answer exactly (a fallback counts as a miss: the reader lost the page). */
export async function missRows(
  reading: LogReading,
  resolve: (key: string) => Resolution | undefined,
  pages: ReadonlySet<string>,
  search: SearchFunction,
  top: number,
): Promise<{ rows: Array<MissRow>; answered: number }> {
  const rows: Array<MissRow> = []
  let answered = 0
  for (const tally of reading.counter.top(reading.counter.held())) {
    const resolution = resolve(tally.key)
    if (resolution && !resolution.fallback) {
      answered++
      continue
    }
    if (rows.length >= top) continue
    const row: MissRow = { tally, fallback: resolution?.target }
    const problem = oldAddressProblem(tally.spelling)
    const found = problem
      ? undefined
      : await suggestPages(tally.spelling, product.slug, search, searchResultLimit)
    const hit = found && closestHit(found.hits, tally.spelling, pages)
    if (problem) row.problem = `cannot be a rule: it ${problem}`
    else if (!hit || !found) row.problem = `no page matches its words`
    else {
      row.suggestion = { path: hit.url, title: hit.title, query: found.query }
      row.rule = familyRow(tally.spelling, hit.url)
    }
    rows.push(row)
  }
  return { rows, answered }
}

export function printReading(file: string, reading: LogReading): void {
  const rate = Math.round(reading.lines / Math.max(reading.seconds, 1e-9))
  const mib = reading.bytes / 1024 / 1024
  const peak = process.resourceUsage().maxRSS / 1024
  console.log(
    `${file}: ${reading.format ? LOG_FORMAT_NAMES[reading.format] : `no known format`}; ` +
      `${reading.lines.toLocaleString(`en`)} lines (${mib.toFixed(1)} MiB) in ${reading.seconds.toFixed(1)} s: ` +
      `${rate.toLocaleString(`en`)} lines/s, ${(mib / Math.max(reading.seconds, 1e-9)).toFixed(1)} MiB/s, peak memory ${peak.toFixed(0)} MiB`,
  )
  console.log(
    `${reading.malformed.toLocaleString(`en`)} malformed lines skipped; ${reading.misses.toLocaleString(`en`)} requests missed a page ` +
      `(${reading.counter.held().toLocaleString(`en`)} addresses held by the counter)`,
  )
}

export function printRows(rows: Array<MissRow>, answered: number): void {
  console.log(
    `${answered.toLocaleString(`en`)} missed addresses are answered by the table now (rules added since)`,
  )
  console.log(`top misses: readers, bots, address; then the rule that would catch it`)
  for (const { tally, fallback, suggestion, rule, problem } of rows) {
    const now = fallback ? `falls back to ${fallback}` : `no rule`
    console.log(
      `${String(tally.readers).padStart(9)} ${String(tally.bots).padStart(7)}  ${tally.spelling}  (${now})`,
    )
    if (rule && suggestion)
      console.log(`                   ${rule}  // "${suggestion.query}": ${suggestion.title}`)
    else console.log(`                   ${problem}`)
  }
}

/** Appends the rules to `redirects/families/<family>.ts`, once the pipeline accepts the table with them. */
export async function writeRules(
  family: string,
  rows: Array<MissRow>,
  site: SiteAddresses,
): Promise<Array<string>> {
  const module = familyModule(family)
  if (!fs.existsSync(module)) return [`${module} does not exist; name a family of redirects/families/`]
  const ruleRows = rows.flatMap(row => (row.rule ? [row.rule] : []))
  if (ruleRows.length === 0) return [`no rule to write: no missed address matched a page`]
  const date = new Date().toISOString().slice(0, 10)
  const comment = `From an access log (npm run redirects -- --from-log), ${date}: review each row`
  const text = await prettier.format(
    withRulesAppended(fs.readFileSync(module, `utf8`), module, ruleRows, comment),
    {
      ...(await prettier.resolveConfig(module)),
      filepath: module,
    },
  )
  const families = await previewFamilies(new Map([[module, text]]))
  const problems = planRedirects(withPageRedirects(site.pageRedirects, families), site.paths).problems
  if (problems.length > 0) return problems
  fs.writeFileSync(module, text)
  console.log(`${module}: ${ruleRows.length} rules added for review (git diff ${module})`)
  return []
}
