import zlib from "zlib"
import { chromium } from "playwright-core"
import { startStaticServer } from "../static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"
import { BENCH_PAGES } from "./common"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:weight`: the HTML and JavaScript a guide page loads before the `load` event,
// in gzip bytes, then the JavaScript it loads after, until the network is idle. Every response body is gzipped here, whatever the server sent.
// `npm run bench:weight -- /api-reference/ticketing/tickets/tickets/` measures that page instead.
const pagePath = process.argv[2] ?? BENCH_PAGES.guide

async function main() {
  const server = await startStaticServer({ root: `public` })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  // Bodies are read after the fact, so every measurement is awaited before the totals are printed.
  const measured: Array<Promise<{ url: string; kind: string; gzip: number }>> = []
  const measuredAfterLoad: typeof measured = []
  let loaded = false
  page.on(`response`, response => {
    const type = response.headers()[`content-type`] ?? ``
    const kind = type.includes(`html`) ? `html` : type.includes(`javascript`) ? `js` : ``
    if (!kind) return
    ;(loaded ? measuredAfterLoad : measured).push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then(body => ({
          url: response.url().replace(server.url, ``),
          kind,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        })),
    )
  })
  await page.goto(`${server.url}${pagePath}`, { waitUntil: `load` })
  loaded = true
  // Gatsby fetches the page's template chunks from the app once it runs; they land after `load`.
  await page.waitForLoadState(`networkidle`)
  const sizes = await Promise.all(measured)
  const later = (await Promise.all(measuredAfterLoad)).filter(size => size.kind === `js`)
  const total = (kind: string) =>
    sizes.filter(size => size.kind === kind).reduce((sum, size) => sum + size.gzip, 0)
  console.log(`page: ${pagePath}`)
  for (const size of sizes)
    console.log(`  ${size.kind.padEnd(4)} ${(size.gzip / 1024).toFixed(1).padStart(7)} KiB  ${size.url}`)
  console.log(`HTML before load: ${(total(`html`) / 1024).toFixed(1)} KiB gzip`)
  console.log(`JavaScript before load: ${(total(`js`) / 1024).toFixed(1)} KiB gzip (budget 120 KiB)`)
  for (const size of later)
    console.log(
      `  ${size.kind.padEnd(4)} ${(size.gzip / 1024).toFixed(1).padStart(7)} KiB  ${size.url} (after load)`,
    )
  const laterTotal = later.reduce((sum, size) => sum + size.gzip, 0)
  console.log(
    `JavaScript until the network is idle: ${((total(`js`) + laterTotal) / 1024).toFixed(1)} KiB gzip`,
  )
  await browser.close()
  await server.close()
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:weight (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
