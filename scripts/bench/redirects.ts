import fs from "fs"
import path from "path"
import zlib from "zlib"
import { chromium, type Browser } from "playwright-core"
import { redirectFamilies } from "../../redirects"
import { normalizeRedirectPath } from "../../redirects/pipeline"
import { startStaticServer } from "../static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./common"

/**
 * `npm run bench:redirects` (issue 5, item 8):
 * - median time from starting to load an old address (first hit, empty cache) to the target's h1
 *   being visible, beside a direct load of the same target, in the same run;
 * - the gzip bytes the redirect table adds to the JavaScript every page loads.
 */
const ROUNDS = 5

async function timeToH1(browser: Browser, url: string, h1Path: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: `block` })
  const page = await context.newPage()
  const started = Date.now()
  await page.goto(url, { waitUntil: `commit` })
  await page.waitForURL(current => current.pathname === h1Path)
  await page.locator(`h1`).first().waitFor({ state: `visible` })
  const elapsed = Date.now() - started
  await context.close()
  return elapsed
}

const median = (values: Array<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** What the table costs every page: rule paths inside the JavaScript bundles, and the table file fetched after entry. */
function tableBytes(): { inBundles: number; fetched: number; file: string } {
  const dir = path.resolve(`public`)
  const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length
  // The scripts a built page references (public/ keeps older bundles between builds).
  const html = fs.readFileSync(path.join(dir, `documentation`, `index.html`), `utf8`)
  const bundles = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map(match => match[1])
  const sample = normalizeRedirectPath(redirectFamilies[1].rules[0].fromPath).toLowerCase()
  let inBundles = 0
  for (const bundle of bundles) {
    const code = fs.readFileSync(path.join(dir, bundle), `utf8`)
    if (!code.includes(`"${sample}"`)) continue
    const start = code.lastIndexOf(`[`, code.indexOf(`fromPath`))
    let depth = 0
    let end = start
    for (; end < code.length; end += 1) {
      if (code[end] === `[`) depth += 1
      if (code[end] === `]` && --depth === 0) break
    }
    inBundles += gzip(code) - gzip(code.slice(0, start) + `[]` + code.slice(end + 1))
  }
  const file = fs.readdirSync(dir).find(name => /^redirect-table-.*\.json$/.test(name)) ?? ``
  return { inBundles, fetched: file ? gzip(fs.readFileSync(path.join(dir, file), `utf8`)) : 0, file }
}

async function main() {
  const server = await startStaticServer({ root: `public` })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const rules = redirectFamilies
    .flatMap(family => family.rules.slice(0, 2))
    .map(rule => ({ from: normalizeRedirectPath(rule.fromPath), to: normalizeRedirectPath(rule.toPath) }))
  const viaRedirect: Array<number> = []
  const direct: Array<number> = []
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const rule of rules) {
      const bare = rule.from.length > 1 && rule.from.endsWith(`/`) ? rule.from.slice(0, -1) : rule.from
      viaRedirect.push(await timeToH1(browser, `${server.url}${bare}?utm_source=bench#top`, rule.to))
      direct.push(await timeToH1(browser, `${server.url}${rule.to}?utm_source=bench#top`, rule.to))
    }
  }
  const table = tableBytes()
  console.log(
    `rules sampled: ${rules.length} (2 per family) x ${ROUNDS} rounds, first hits with an empty cache`,
  )
  console.log(`old address -> target h1 visible, median: ${median(viaRedirect)} ms`)
  console.log(`direct load of the target, median:        ${median(direct)} ms`)
  console.log(`ratio: ${(median(viaRedirect) / median(direct)).toFixed(2)}x (budget 1.3x)`)
  console.log(
    `redirect table in the JavaScript every page loads: ${(table.inBundles / 1024).toFixed(1)} KiB gzip (budget 8 KiB)`,
  )
  console.log(
    `redirect table fetched once after client entry (${table.file}): ${(table.fetched / 1024).toFixed(1)} KiB gzip`,
  )
  await browser.close()
  await server.close()
}

main()
