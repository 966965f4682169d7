import zlib from "zlib"
import { chromium } from "playwright-core"
import { startStaticServer } from "../static-server"
import { BENCH_PAGES, CHROMIUM_ARGS, CHROMIUM_PATH } from "./common"

/**
 * `npm run bench:weight`: the HTML and JavaScript a guide page loads before the `load` event,
 * in gzip bytes (issue 2, item 10). Every response body is gzipped here, whatever the server sent.
 */
async function main() {
  const server = await startStaticServer({ root: `public` })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  const sizes: Array<{ url: string; kind: string; gzip: number }> = []
  // Bodies are read after `load` for responses that arrived before it: all are awaited before printing.
  const reading: Array<Promise<void>> = []
  let loaded = false
  page.on(`response`, response => {
    if (loaded) return
    const type = response.headers()[`content-type`] ?? ``
    const kind = type.includes(`html`) ? `html` : type.includes(`javascript`) ? `js` : ``
    if (!kind) return
    const url = response.url().replace(server.url, ``)
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then(body => void sizes.push({ url, kind, gzip: zlib.gzipSync(body, { level: 9 }).length }))
    )
  })
  await page.goto(`${server.url}${BENCH_PAGES.guide}`, { waitUntil: `load` })
  loaded = true
  await Promise.all(reading)
  const total = (kind: string) => sizes.filter(size => size.kind === kind).reduce((sum, size) => sum + size.gzip, 0)
  console.log(`guide page: ${BENCH_PAGES.guide}`)
  for (const size of sizes) console.log(`  ${size.kind.padEnd(4)} ${(size.gzip / 1024).toFixed(1).padStart(7)} KiB  ${size.url}`)
  console.log(`HTML before load: ${(total(`html`) / 1024).toFixed(1)} KiB gzip`)
  console.log(`JavaScript before load: ${(total(`js`) / 1024).toFixed(1)} KiB gzip (budget 120 KiB)`)
  await browser.close()
  await server.close()
}

main()
