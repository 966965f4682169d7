import fs from "fs"
import path from "path"
import { chromium } from "playwright-core"
import { withPageRedirects } from "../../redirects"
import { planRedirects } from "../../redirects/pipeline"
import { benchBuildLimits } from "../../src/config/build-limits"
import { redirectDataDir } from "../../src/config/redirects"
import { readSiteAddresses } from "../../src/lib/read-content"
import { emptyScratchDir, PROJECT_ROOT, scratchCopy } from "../../tests/support/scratch-project"
import { scaleArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"
import { failureReport } from "../time-limits/limited-run"
import { startStaticServer } from "../static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"
import { BENCH_PAGES } from "./common"
import { cloudflareAnswersEveryRule } from "./edge-scale"
import { folderSize, gzipBytes, measurePageLoad } from "./measure"
import { cpuText, measuredBuild, type MeasuredBuild } from "./measured-build"
import { writeMinimalSite } from "./minimal-site"
import { syntheticFamily, syntheticSections } from "./synthetic-content"

// `npm run bench:scale -- --pages N --rules R [--repeat K] [--source DIR]`: the site at N pages and R
// redirect rules. A scratch copy of the project gets synthetic sections of pages (front matter, groups,
// headings, code, links between them) and a synthetic family of old addresses, in the site's own formats,
// up to the counts asked for; content/ and redirects/ are never touched. In the same run, a minimal
// Gatsby 5 site of the same page count, from the same markdown (scripts/bench/minimal-site.ts), is
// built as the floor, then the copy (K times in a row, each cold); then what readers load from it.
// Prints one row of the README's table, every build's time and the ratio to the floor. `--source`
// measures another checkout's sources alike. Build logs are kept in build/logs/.

/** A cold build of `dir`; a build that fails or is ended by its limits stops the bench with its last lines. */
async function coldBuild(dir: string, name: string): Promise<MeasuredBuild> {
  for (const output of [`.cache`, `public`])
    fs.rmSync(path.join(dir, output), { recursive: true, force: true })
  const logFile = path.join(PROJECT_ROOT, `build`, `logs`, `bench-scale-${name}.log`)
  const build = await measuredBuild({ dir, limits: benchBuildLimits, logFile, env: { CI: `1` } })
  if (!build.run.ok)
    throw new Error(`${failureReport(`gatsby build of ${dir}`, build.run)}\n(${dir} is kept)`)
  console.log(
    `${name}: ${build.run.seconds.toFixed(1)} s${cpuText(build)}, peak ${build.peakMiB.toFixed(0)} MiB after ${build.peakAfter}`,
  )
  return build
}

async function readerCosts(publicDir: string) {
  const server = await startStaticServer({ root: publicDir, mode: `bucket` })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const guide = await measurePageLoad(browser, `${server.url}${BENCH_PAGES.guide}`, [`/${redirectDataDir}/`])
  const context = await browser.newContext({ serviceWorkers: `block` })
  const page = await context.newPage()
  const queryBytes: Array<Promise<number>> = []
  page.on(`response`, response => {
    if (new URL(response.url()).pathname.startsWith(`/pagefind/`))
      queryBytes.push(
        response.body().then(
          body => body.length,
          () => 0,
        ),
      )
  })
  await page.goto(`${server.url}${BENCH_PAGES.guide}`, { waitUntil: `networkidle` })
  await page.locator(`.search--header input`).fill(`webhook`)
  await page.locator(`.search--header [role="option"]`).first().waitFor({ timeout: 20000 })
  await page.waitForLoadState(`networkidle`)
  const firstQuery = (await Promise.all(queryBytes)).reduce((sum, bytes) => sum + bytes, 0)
  await browser.close()
  await server.close()
  return { guide, firstQuery }
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

/** Adds synthetic sections up to `pages` pages and a synthetic family up to `rules` rules; returns the rule count. */
function addSyntheticContent(dir: string, pages: number | undefined, rules: number | undefined): number {
  const site = readSiteAddresses(path.join(dir, `content`))
  const todayRules = planRedirects(withPageRedirects(site.pageRedirects), site.paths).rules.length
  const sections = syntheticSections(Math.max(pages ?? site.paths.size, site.paths.size) - site.paths.size)
  for (const file of sections.files) {
    fs.mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true })
    fs.writeFileSync(path.join(dir, file.path), file.body)
  }
  const extraRules = Math.max(0, (rules ?? todayRules) - todayRules)
  const family = syntheticFamily(
    extraRules,
    sections.pagePaths.length > 0 ? sections.pagePaths : [`/documentation/`],
  )
  fs.writeFileSync(path.join(dir, `redirects/families/synthetic.ts`), family.module)
  const index = path.join(dir, `redirects/index.ts`)
  fs.writeFileSync(
    index,
    fs
      .readFileSync(index, `utf8`)
      .replace(
        `export const redirectFamilies: Array<RedirectFamily> = [`,
        `import synthetic from "./families/synthetic"\nexport const redirectFamilies: Array<RedirectFamily> = [\n  synthetic,`,
      ),
  )
  return todayRules + extraRules
}

/** Lines of the build's `_redirects`, comments left out. */
function redirectsLines(publicDir: string): number {
  return fs
    .readFileSync(path.join(publicDir, `_redirects`), `utf8`)
    .split(`\n`)
    .filter(line => line && !line.startsWith(`#`)).length
}

/** The README's row for the site's first build. */
async function tableRow(dir: string, rules: number, build: MeasuredBuild): Promise<Array<string | number>> {
  const publicDir = path.join(dir, `public`)
  const output = folderSize(publicDir)
  const search = folderSize(path.join(publicDir, `pagefind`))
  const pageData = fs.readFileSync(path.join(publicDir, `page-data`, BENCH_PAGES.guide, `page-data.json`))
  const readers = await readerCosts(publicDir)
  return [
    readSiteAddresses(path.join(dir, `content`)).paths.size,
    rules,
    `${build.run.seconds.toFixed(1)} s`,
    `${build.peakMiB.toFixed(0)} MiB`,
    `${(output.bytes / 1024 / 1024).toFixed(1)} MiB`,
    output.files,
    kib(readers.guide.jsBeforeLoad),
    kib(gzipBytes(pageData)),
    kib(gzipBytes(fs.readFileSync(path.join(publicDir, `404.html`)))),
    `${readers.guide.watched} B`,
    redirectsLines(publicDir),
    `${(search.bytes / 1024 / 1024).toFixed(1)} MiB`,
    kib(readers.firstQuery),
  ]
}

async function main(args: Array<string>) {
  const options = scaleArguments(args)
  const source = path.resolve(options.source ?? PROJECT_ROOT)
  const repeat = options.repeat
  const dir = scratchCopy(`docs-scale-`, source)
  const rules = addSyntheticContent(dir, options.pages, options.rules)
  const pages = readSiteAddresses(path.join(dir, `content`)).paths.size
  const minimalDir = emptyScratchDir(`docs-minimal-`)
  writeMinimalSite(minimalDir, path.join(dir, `content`), pages)
  const minimal = await coldBuild(minimalDir, `${pages}-minimal`)
  const builds: Array<MeasuredBuild> = []
  for (let index = 1; index <= repeat; index += 1) builds.push(await coldBuild(dir, `${pages}-site-${index}`))
  const row = await tableRow(dir, rules, builds[0])
  console.log(
    `| pages | rules | cold build | peak memory | output | files | JS before load (guide) | page data (guide) | 404.html | redirect data, first visit | _redirects lines | search index | first query |`,
  )
  console.log(`| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`)
  console.log(`| ${row.join(` | `)} |`)
  const times = builds.map(build => build.run.seconds)
  const floor = minimal.run.seconds
  console.log(`site builds: ${times.map(seconds => `${seconds.toFixed(1)} s`).join(`, `)}`)
  console.log(
    `minimal Gatsby site, same ${pages} pages, same run: ${floor.toFixed(1)} s${cpuText(minimal)}, peak ${minimal.peakMiB.toFixed(0)} MiB`,
  )
  console.log(`site / minimal: ${times.map(seconds => `${(seconds / floor).toFixed(2)}x`).join(`, `)}`)
  const cpuTimes = builds.flatMap(build => build.cpuSeconds ?? [])
  if (minimal.cpuSeconds !== undefined && cpuTimes.length === builds.length) {
    const cpuFloor = minimal.cpuSeconds
    console.log(
      `site / minimal, CPU time: ${cpuTimes.map(cpu => `${(cpu / cpuFloor).toFixed(2)}x`).join(`, `)}`,
    )
  }
  const edge = await cloudflareAnswersEveryRule(dir)
  console.log(
    `Cloudflare (wrangler pages dev, _worker.js): ${edge.oneHop} of ${edge.rules} rules answered with one 301 ` +
      `to their page; per answer p50 ${edge.p50.toFixed(1)} ms, p95 ${edge.p95.toFixed(1)} ms`,
  )
  for (const miss of edge.misses.slice(0, 10)) console.log(`  ${miss}`)
  for (const done of [dir, minimalDir]) fs.rmSync(done, { recursive: true, force: true })
}

runCommand(main)
