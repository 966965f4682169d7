import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { chromium } from "playwright-core"
import { withPageRedirects } from "../../redirects"
import { planRedirects } from "../../redirects/pipeline"
import { redirectDataDir } from "../../src/config/redirects"
import { readSiteAddresses } from "../../src/lib/site-sources"
import { gatsbyBin, gatsbyEnv, PROJECT_ROOT, scratchCopy } from "../../tests/support/scratch-project"
import { startStaticServer } from "../static-server"
import { BENCH_PAGES, CHROMIUM_ARGS, CHROMIUM_PATH } from "./common"
import { cloudflareAnswersEveryRule } from "./edge-scale"
import { folderSize, gzipBytes, measurePageLoad, treeRssKiB } from "./measure"
import { syntheticFamily, syntheticSections } from "./synthetic-content"

/**
 * `npm run bench:scale -- --pages N --rules R`: the site at N pages and R redirect rules. A scratch copy of
 * the project gets synthetic sections of pages (front matter, groups, headings, code, links between them)
 * and a synthetic family of old addresses, in the site's own formats, up to the counts asked for; a cold
 * production build of it is measured, then what readers load from it. content/ and redirects/ are
 * never touched. Prints one row of the README's table.
 */
const ROOT = PROJECT_ROOT

function argument(name: string): number | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index > -1 ? Number(process.argv[index + 1]) : undefined
}

/** A build that has not ended by then is stopped (its whole process group) and counts as failed. */
const BUILD_TIMEOUT_MS = 20 * 60 * 1000

function coldBuild(dir: string): Promise<{ seconds: number; peakMiB: number; ok: boolean }> {
  return new Promise(resolve => {
    const started = performance.now()
    const build = spawn(gatsbyBin(), [`build`], {
      cwd: dir,
      detached: true,
      stdio: [`ignore`, `ignore`, `inherit`],
      env: gatsbyEnv(),
    })
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssKiB(build.pid as number))), 250)
    const limit = setTimeout(() => process.kill(-(build.pid as number), `SIGKILL`), BUILD_TIMEOUT_MS)
    build.on(`exit`, code => {
      clearInterval(sampler)
      clearTimeout(limit)
      resolve({ seconds: (performance.now() - started) / 1000, peakMiB: peak / 1024, ok: code === 0 })
    })
  })
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
  const today = readSiteAddresses(path.join(dir, `content`)).paths.size
  const sections = syntheticSections(Math.max(pages ?? today, today) - today)
  for (const file of sections.files) {
    fs.mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true })
    fs.writeFileSync(path.join(dir, file.path), file.body)
  }
  const site = readSiteAddresses(path.join(ROOT, `content`))
  const todayRules = planRedirects(withPageRedirects(site.pageRedirects), site.paths).rules.length
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

async function main() {
  const dir = scratchCopy(`docs-scale-`)
  const rules = addSyntheticContent(dir, argument(`pages`), argument(`rules`))
  const build = await coldBuild(dir)
  if (!build.ok) throw new Error(`the build of ${dir} failed; it is kept for a look`)
  const publicDir = path.join(dir, `public`)
  const output = folderSize(publicDir)
  const search = folderSize(path.join(publicDir, `pagefind`))
  const pageData = fs.readFileSync(path.join(publicDir, `page-data`, BENCH_PAGES.guide, `page-data.json`))
  const readers = await readerCosts(publicDir)
  const row = [
    readSiteAddresses(path.join(dir, `content`)).paths.size,
    rules,
    `${build.seconds.toFixed(1)} s`,
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
  console.log(
    `| pages | rules | cold build | peak memory | output | files | JS before load (guide) | page data (guide) | 404.html | redirect data, first visit | _redirects lines | search index | first query |`,
  )
  console.log(`| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`)
  console.log(`| ${row.join(` | `)} |`)
  const edge = await cloudflareAnswersEveryRule(dir)
  console.log(
    `Cloudflare (wrangler pages dev, _worker.js): ${edge.oneHop} of ${edge.rules} rules answered with one 301 ` +
      `to their page; per answer p50 ${edge.p50.toFixed(1)} ms, p95 ${edge.p95.toFixed(1)} ms`,
  )
  for (const miss of edge.misses.slice(0, 10)) console.log(`  ${miss}`)
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
