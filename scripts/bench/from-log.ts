/*
 * `npm run bench:from-log [-- --mib 1024]`: mining a large access log. Generates a 1 GiB nginx log of
 * realistic traffic into .scratch/from-log/ (never committed), runs `npm run redirects -- --from-log`
 * on it as a writer would, and prints its rate (lines/s), its peak memory, and how many of the top
 * misses whose page exists got a rule to exactly that page. Needs a build (`npm run build`): the rules
 * name pages from the site's search index.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { addressKey } from "../../redirects/address"
import { siteTable } from "../../redirects/site-table"
import { isFilePath } from "../../src/lib/file-paths"
import { FRAMEWORK_PAGES } from "../../src/config/site-areas"
import { expandProductTokens } from "../../src/lib/paths"
import { readSiteAddresses } from "../../src/lib/read-content"
import { fromLogBenchArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"
import { legacySpellings, writeTrafficLog } from "./traffic-log"

const DIR = path.resolve(`.scratch/from-log`)
const LOG = path.join(DIR, `access.log`)
const TOP = 30
const CAPPED_HEAP_MIB = 96
/** Every `SAMPLE_STEP`-th page gets an old spelling no rule knows. */
const SAMPLE_STEP = 5

/** `npm run redirects -- --from-log` on the generated log, as its own process (its own peak memory). */
function fromLog(heapMiB?: number) {
  const heap = heapMiB ? ` --max-old-space-size=${heapMiB}` : ``
  return spawnSync(`npx`, [`tsx`, `scripts/redirects.ts`, `--from-log`, LOG, `--top`, String(TOP)], {
    encoding: `utf8`,
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ``}${heap}` },
    timeout: 20 * 60 * 1000,
    killSignal: `SIGKILL`,
  })
}

async function main(args: Array<string>): Promise<number> {
  const { mib } = fromLogBenchArguments(args)
  if (!fs.existsSync(path.resolve(`public/pagefind/pagefind.js`))) {
    console.error(`public/pagefind/ is missing: run \`npm run build\` first`)
    return 1
  }
  const site = readSiteAddresses(`content`)
  const { plan, resolve } = siteTable(site)
  const pages = [...site.paths].filter(page => !isFilePath(page) && !FRAMEWORK_PAGES.includes(page)).sort()
  let flip = 0
  const missing = legacySpellings(
    pages.filter((_, index) => index % SAMPLE_STEP === 0),
    address => Boolean(resolve(addressKey(address))),
    () => (flip = 1 - flip),
  )
  const meant = new Map(missing.map(([address, page]) => [addressKey(address), page]))
  fs.mkdirSync(DIR, { recursive: true })
  const bytes = mib * 1024 * 1024
  const started = Date.now()
  const lines = await writeTrafficLog(
    LOG,
    { pages, redirected: plan.rules.map(rule => rule.fromPath), missing },
    bytes,
  )
  console.log(
    `generated ${LOG}: ${lines.toLocaleString(`en`)} lines, ${(bytes / 2 ** 20).toFixed(0)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  console.log(
    `(${missing.length} old addresses whose page exists, ${plan.rules.length} redirected ones, crawlers, scanners, broken lines)`,
  )
  const run = fromLog()
  const output = run.stdout ?? ``
  console.log(output.split(`\n`).slice(0, 2).join(`\n`))
  // The same log with V8's heap capped: reading holds nothing that grows with the file, so it still completes.
  const capped = fromLog(CAPPED_HEAP_MIB)
  console.log(`with the heap capped at ${CAPPED_HEAP_MIB} MiB (--max-old-space-size):`)
  console.log((capped.stdout ?? capped.stderr).split(`\n`)[0])
  const rows = [...output.matchAll(/^\s+\d+\s+\d+\s+(\S+)\s+\((.*)\)\n\s+(\[`[^`]+`, `([^`]+)`\],.*|.*)$/gm)]
  const judged = rows.filter(([, spelling]) => meant.has(addressKey(spelling)))
  const wrong = judged.filter(
    ([, spelling, , , target]) => expandProductTokens(target ?? ``) !== meant.get(addressKey(spelling)),
  )
  for (const [, spelling, , , target] of wrong)
    console.log(`  wrong: ${spelling} -> ${target ?? `no rule`}, meant ${meant.get(addressKey(spelling))}`)
  console.log(
    `top ${rows.length} misses: ${judged.length} meant an existing page; ${judged.length - wrong.length} of them got a rule to exactly that page`,
  )
  if (run.status !== 0 || capped.status !== 0) console.error(run.stderr, capped.stderr)
  return run.status || capped.status || 0
}

runCommand(main, { exitOnError: true })
