import fs from "fs"
import path from "path"
import { chromium, type Page } from "playwright-core"
import { searchIndexDir, searchMinimumLength } from "../../src/config/search"
import { startStaticServer } from "../static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"
import { BENCH_PAGES } from "./common"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:search`: the index's size on disk, the bytes a reader's first query
// fetches (as sent: text gzipped by the server, Pagefind's own files already gzipped), and the median
// time from a keystroke to its results on screen once the index is loaded. Budgets: 150 KiB, 100 ms.

const INDEX_DIR = path.resolve(`public`, searchIndexDir)
const FIRST_QUERIES = [`webhook`, `pagination`, `authentication`, `POST /api/v2/tickets`]
const TYPED_QUERIES = [
  `pagination`,
  `oauth token`,
  `ticket fields`,
  `rate limits`,
  `custom objects`,
  `signature`,
  `unity plugin`,
  `side conversations`,
  `POST /api/v2/users`,
  `event types`,
]
const BOX = `.search--header`
const FIRST_QUERY_BUDGET = 150 * 1024

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function filesUnder(dir: string): Array<{ file: string; size: number }> {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => {
      const full = path.join(entry.parentPath, entry.name)
      return { file: path.relative(INDEX_DIR, full), size: fs.statSync(full).size }
    })
}

function printIndexSize(): void {
  const files = filesUnder(INDEX_DIR)
  const group = (test: (file: string) => boolean) => files.filter(entry => test(entry.file))
  const line = (label: string, entries: Array<{ size: number }>) =>
    console.log(
      `  ${label.padEnd(28)} ${String(entries.length).padStart(4)} files ${kib(entries.reduce((sum, entry) => sum + entry.size, 0)).padStart(11)}`,
    )
  console.log(`index on disk (public/${searchIndexDir}/):`)
  line(
    `Pagefind module and worker`,
    group(file => file.endsWith(`.js`)),
  )
  line(
    `WebAssembly`,
    group(file => file.startsWith(`wasm.`)),
  )
  line(
    `entry and metadata`,
    group(file => file.endsWith(`.json`) || file.endsWith(`.pf_meta`)),
  )
  line(
    `word index chunks`,
    group(file => file.endsWith(`.pf_index`)),
  )
  line(
    `page fragments`,
    group(file => file.endsWith(`.pf_fragment`)),
  )
  line(`total`, files)
}

/** What instrument() keeps on the page's window between keystrokes. */
declare global {
  interface Window {
    __keyAt?: number
    __pending?: { query: string; at: number } | null
    __latencies?: Array<number>
  }
}

/** Records, in the page, each keystroke's time and when the results for the resulting query appear. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(
    ({ box, minimum }) => {
      const root = document.querySelector(box) as HTMLElement
      const input = root.querySelector(`input`) as HTMLInputElement
      window.__latencies = []
      window.__pending = null
      input.addEventListener(`keydown`, event => (window.__keyAt = event.timeStamp))
      input.addEventListener(`input`, () => {
        const query = input.value.trim()
        window.__pending = query.length >= minimum ? { query, at: window.__keyAt ?? 0 } : null
      })
      new MutationObserver(() => {
        const listQuery = root.querySelector(`[role="listbox"]`)?.getAttribute(`data-query`)
        const emptyQuery = /^No results for “(.*)”/.exec(
          root.querySelector(`[role="status"]`)?.textContent ?? ``,
        )?.[1]
        const pending = window.__pending
        if (pending && (listQuery ?? emptyQuery) === pending.query) {
          window.__latencies?.push(performance.now() - pending.at)
          window.__pending = null
        }
      }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
    },
    { box: BOX, minimum: searchMinimumLength },
  )
}

const settled = (page: Page) =>
  page.waitForFunction(() => window.__pending === null, undefined, {
    timeout: 15000,
  })

type SentLog = Array<{ url: string; bytes: number }>

/** The static server over public/, logging the bytes each response sends (compression included). */
function countingServer(sent: SentLog) {
  return startStaticServer({
    root: `public`,
    hook: (request, response) => {
      const entry = { url: request.url ?? ``, bytes: 0 }
      sent.push(entry)
      const write = response.write.bind(response)
      response.write = ((chunk: Buffer | string, ...rest: Array<never>) => {
        entry.bytes += Buffer.byteLength(chunk)
        return write(chunk, ...rest)
      }) as typeof response.write
      return false
    },
  })
}

/** Bytes the first query of an empty cache fetches, per query in FIRST_QUERIES. */
async function firstQueries(openGuide: () => Promise<Page>, sent: SentLog): Promise<void> {
  console.log(`first query, typed at 100 ms a key into the header box of ${BENCH_PAGES.guide}, empty cache:`)
  const firstQueryBytes: Array<number> = []
  for (const query of FIRST_QUERIES) {
    const page = await openGuide()
    sent.length = 0
    await page.locator(`${BOX} input`).focus()
    await page.keyboard.type(query, { delay: 100 })
    await settled(page)
    await page.waitForTimeout(300)
    const fetches = sent.filter(entry => entry.url.startsWith(`/${searchIndexDir}/`))
    const bytes = fetches.reduce((sum, entry) => sum + entry.bytes, 0)
    const fixed = fetches
      .filter(entry => !/\.pf_(index|fragment)$/.test(entry.url))
      .reduce((sum, entry) => sum + entry.bytes, 0)
    const chunks = fetches.filter(entry => entry.url.endsWith(`.pf_index`))
    const fragments = fetches.filter(entry => entry.url.endsWith(`.pf_fragment`))
    const sum = (entries: Array<{ bytes: number }>) =>
      kib(entries.reduce((total, entry) => total + entry.bytes, 0))
    console.log(
      `  "${query}": ${kib(bytes)} ${bytes <= FIRST_QUERY_BUDGET ? `(within budget)` : `(OVER budget)`} in ${fetches.length} requests (module, worker, WebAssembly, entry: ${kib(fixed)}; ${chunks.length} index chunks: ${sum(chunks)}; ${fragments.length} fragments: ${sum(fragments)})`,
    )
    firstQueryBytes.push(bytes)
    await page.context().close()
  }
  console.log(
    `bytes fetched for a first query: ${kib(Math.min(...firstQueryBytes))} to ${kib(Math.max(...firstQueryBytes))} (budget ${kib(FIRST_QUERY_BUDGET)})`,
  )
}

/** Keystroke-to-results time with the index loaded, over TYPED_QUERIES typed a key at a time. */
async function keystrokeLatencies(page: Page): Promise<void> {
  await page.evaluate(() => (window.__latencies = []))
  for (const query of TYPED_QUERIES) {
    await page.locator(`${BOX} input`).fill(``)
    for (const character of query) {
      await page.keyboard.type(character)
      // A space changes no query (queries are trimmed), so there is nothing new to wait for.
      if (character !== ` `) await settled(page)
    }
  }
  const latencies = (await page.evaluate(() => window.__latencies ?? [])).sort((a, b) => a - b)
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]
  console.log(
    `keystroke to results shown, index loaded: ${latencies.length} keystrokes over ${TYPED_QUERIES.length} queries`,
  )
  console.log(
    `  median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (budget: median 100 ms)`,
  )
}

async function main() {
  printIndexSize()
  const sent: SentLog = []
  const server = await countingServer(sent)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const openGuide = async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${server.url}${BENCH_PAGES.guide}`, { waitUntil: `load` })
    // Interactive once Gatsby's first render has committed (the search box's handlers are attached).
    await page.waitForFunction(() => performance.getEntriesByName(`onInitialClientRender`).length > 0)
    await instrument(page)
    return page
  }
  await firstQueries(openGuide, sent)
  await keystrokeLatencies(await openGuide())
  await browser.close()
  await server.close()
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:search (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
