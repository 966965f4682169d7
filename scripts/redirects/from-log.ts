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
import { planRedirects } from "../../redirects/pipeline"
import { familyModule } from "../../redirects/types"
import type { ContentAddresses } from "../../src/lib/read-content"
import { previewFamilies } from "./families-preview"
import { withRulesAppended } from "./family-source"
import type { MissRow } from "./miss-rows"
import type { LogReading } from "./read-log"

const LOG_FORMAT_NAMES = {
  combined: `nginx/Apache combined`,
  netlify: `Netlify log drain`,
  cloudflare: `Cloudflare Logpush`,
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
  site: ContentAddresses,
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
