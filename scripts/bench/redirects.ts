import fs from "fs"
import path from "path"
import { chromium, type Browser } from "playwright-core"
import { redirectFamilies, withPageRedirects } from "../../redirects"
import { planRedirects, type PlannedRule } from "../../redirects/pipeline"
import { nginxOutputDir, redirectDataDir } from "../../src/config/redirects"
import { startNginx } from "../../tests/support/nginx"
import { readSiteAddresses } from "../../src/lib/read-content"
import { startStaticServer } from "../static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"
import { BENCH_PAGES } from "./common"
import { startEdgeHosts, workerCostOnPages } from "./edge-hosts"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:redirects`: the time from starting to load an old address (first hit, empty cache) to
// the target's h1 being visible, beside a direct load of the same target, in the same run, for each way
// an old address is answered:
// - a real 301 from nginx with the build's generated include (hosts with rules);
// - the 301 of the edge function, on Cloudflare (`wrangler pages dev`) and Netlify (`netlify dev`), beside a
//   direct load from the same engine (a local engine serves files slower than a CDN would);
// - the stub page at the old address (plain bucket, the address as published);
// - the 404 page's lookup (plain bucket, the address in another letter case: no stub file matches).
// And the redirect data a first visit to an ordinary page fetches (budget: none).

const ROUNDS = 3
const BUDGET = 1.3

async function timeToH1(browser: Browser, url: string, targetPath: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: `block` })
  const page = await context.newPage()
  const started = performance.now()
  await page.goto(url, { waitUntil: `commit` })
  await page.waitForURL(current => current.pathname === targetPath)
  await page.locator(`h1`).first().waitFor({ state: `visible` })
  const elapsed = performance.now() - started
  await context.close()
  return elapsed
}

/** Bytes of redirect data a first visit to an ordinary page fetches. */
async function redirectBytesOnAPage(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: `block` })
  const page = await context.newPage()
  let bytes = 0
  page.on(`response`, async response => {
    if (new URL(response.url()).pathname.startsWith(`/${redirectDataDir}/`))
      bytes += (await response.body()).length
  })
  await page.goto(`${origin}${BENCH_PAGES.guide}`, { waitUntil: `networkidle` })
  await context.close()
  return bytes
}

const median = (values: Array<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function otherCase(path: string): string {
  return path.replace(/[a-z]/g, (letter, index) => (index % 2 === 0 ? letter.toUpperCase() : letter))
}

function sampledRules(): Array<PlannedRule> {
  const site = readSiteAddresses(`content`)
  const plan = planRedirects(withPageRedirects(site.pageRedirects), site.paths)
  return redirectFamilies.flatMap(family =>
    plan.rules.filter(rule => rule.family === family.name).slice(0, 2),
  )
}

async function main() {
  const bucket = await startStaticServer({ root: `public`, mode: `bucket` })
  const nginx = await startNginx({
    root: path.resolve(`public`),
    httpConfig: fs.readFileSync(path.join(nginxOutputDir, `redirects.conf`), `utf8`),
    serverConfig: fs.readFileSync(path.join(nginxOutputDir, `site.conf`), `utf8`),
  })
  const edge = await startEdgeHosts()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const rules = sampledRules()
  const times: Record<string, Array<number>> = { direct: [], "nginx 301": [], stub: [], "404 lookup": [] }
  const engines = { Cloudflare: edge.cloudflare.url, Netlify: edge.netlify?.url ?? `` }
  const edgeWays = Object.keys(engines).flatMap(name => [`${name} direct`, `${name} 301`])
  for (const way of edgeWays) times[way] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const rule of rules) {
      const query = `?utm_source=bench#top`
      times.direct.push(await timeToH1(browser, `${bucket.url}${rule.toPath}${query}`, rule.toPath))
      times[`nginx 301`].push(await timeToH1(browser, `${nginx.url}${rule.fromPath}${query}`, rule.toPath))
      times.stub.push(await timeToH1(browser, `${bucket.url}${rule.fromPath}${query}`, rule.toPath))
      times[`404 lookup`].push(
        await timeToH1(browser, `${bucket.url}${otherCase(rule.fromPath)}${query}`, rule.toPath),
      )
      for (const [name, origin] of Object.entries(engines)) {
        times[`${name} direct`].push(await timeToH1(browser, `${origin}${rule.toPath}${query}`, rule.toPath))
        times[`${name} 301`].push(await timeToH1(browser, `${origin}${rule.fromPath}${query}`, rule.toPath))
      }
    }
  }
  const bytes = await redirectBytesOnAPage(browser, bucket.url)
  console.log(
    `rules sampled: ${rules.length} (2 per family) x ${ROUNDS} rounds, first hits with an empty cache`,
  )
  const direct = median(times.direct)
  console.log(`direct load of the target, median:     ${direct.toFixed(0)} ms`)
  for (const way of [`nginx 301`, ...edgeWays, `stub`, `404 lookup`]) {
    const ratio = median(times[way]) / direct
    console.log(
      `${`${way}, median:`.padEnd(38)} ${median(times[way]).toFixed(0)} ms  ratio ${ratio.toFixed(2)}x (budget ${BUDGET}x)`,
    )
  }
  console.log(`redirect data fetched by a first visit to ${BENCH_PAGES.guide}: ${bytes} bytes`)
  const cost = await workerCostOnPages(edge.cloudflare.url, Object.values(BENCH_PAGES))
  console.log(
    `a page over HTTP from wrangler, median: ${cost.withWorker.toFixed(1)} ms with _worker.js, ` +
      `${cost.withoutWorker.toFixed(1)} ms with the asset server alone`,
  )
  await browser.close()
  await edge.stop()
  await nginx.stop()
  await bucket.close()
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:redirects (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
