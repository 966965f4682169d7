/*
 * A synthetic access log in nginx's `combined` format, with the mix a documentation site sees: readers
 * on current pages and their assets, old addresses the table redirects (301), old addresses it does not
 * know whose page exists (404; the bench knows which page each meant), addresses that never had a page,
 * search-engine crawlers, vulnerability scanners, and a few broken lines. Deterministic (seeded), so
 * every run measures the same log. Popularity follows a Zipf law, as real traffic does.
 */
import fs from "fs"
import { once } from "events"
import { withTrailingSlash } from "../../src/lib/paths"

export interface TrafficInputs {
  pages: Array<string>
  /** Old addresses the table answers with a rule. */
  redirected: Array<string>
  /** Old addresses the table does not know, each with the page it meant. */
  missing: Array<readonly [address: string, page: string]>
}

const READERS = [
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36`,
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15`,
  `Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0`,
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1`,
]
const CRAWLERS = [
  `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`,
  `Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)`,
  `python-requests/2.31.0`,
]
const PROBES = [
  `/wp-login.php`,
  `/.env`,
  `/wp-admin/`,
  `/admin/config.php`,
  `/phpmyadmin/`,
  `/.git/config`,
  `/xmlrpc.php`,
]
const NEVER_PAGES = [`/documentation/kb/article/4412`, `/sitemap/old/2`, `/x/y/z`, `/api/v1/ping`]

/** Mulberry32, a small seeded 32-bit generator: the same log on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks index i with probability ∝ 1/(i+1): the first items are the popular ones. */
function zipf(next: () => number, size: number): () => number {
  const harmonic = Array.from({ length: size }, (_, i) => 1 / (i + 1))
  const cumulative: Array<number> = []
  harmonic.reduce((sum, value, i) => (cumulative[i] = sum + value), 0)
  const total = cumulative[size - 1]
  return () => {
    const target = next() * total
    let low = 0
    let high = size - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle] < target) low = middle + 1
      else high = middle
    }
    return low
  }
}

function timestamp(second: number): string {
  const date = new Date(Date.UTC(2026, 10, 1) + second * 1000)
  const months = `Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec`.split(` `)
  const pad = (value: number) => String(value).padStart(2, `0`)
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
}

function lineMaker(inputs: TrafficInputs, next: () => number) {
  const pick = <T>(items: ReadonlyArray<T>) => items[Math.floor(next() * items.length)]
  const page = zipf(next, inputs.pages.length)
  const old = zipf(next, Math.max(1, inputs.redirected.length))
  const missing = zipf(next, Math.max(1, inputs.missing.length))
  let second = 0
  return (): string => {
    second += next() < 0.3 ? 1 : 0
    const ip = `${10 + Math.floor(next() * 200)}.${Math.floor(next() * 255)}.${Math.floor(next() * 255)}.${Math.floor(next() * 255)}`
    const roll = next()
    const bot = roll > 0.9
    const agent = bot ? pick(CRAWLERS) : pick(READERS)
    let target: string
    let status: number
    if (roll < 0.45) [target, status] = [inputs.pages[page()], 200]
    else if (roll < 0.65) [target, status] = [`/page-data${inputs.pages[page()]}page-data.json`, 200]
    else if (roll < 0.75)
      [target, status] = [`/app-${Math.floor(next() * 1e8).toString(16)}.js`, next() < 0.05 ? 404 : 200]
    else if (roll < 0.83) [target, status] = [inputs.redirected[old()], 301]
    else if (roll < 0.87) [target, status] = [inputs.missing[missing()][0], 404]
    else if (roll < 0.89) [target, status] = [pick(NEVER_PAGES), 404]
    else if (roll < 0.9) [target, status] = [`${inputs.pages[page()]}?utm_source=newsletter`, 200]
    else if (roll < 0.95)
      [target, status] = next() < 0.5 ? [inputs.missing[missing()][0], 404] : [inputs.pages[page()], 200]
    else [target, status] = [pick(PROBES), 404]
    const referrer = next() < 0.5 ? `-` : `https://www.google.com/`
    const bytes = status === 200 ? 2000 + Math.floor(next() * 60000) : 512
    return `${ip} - - [${timestamp(second)}] "GET ${target} HTTP/1.1" ${status} ${bytes} "${referrer}" "${agent}"`
  }
}

/** Writes lines until the file holds `bytes`; returns the number of lines. */
export async function writeTrafficLog(
  file: string,
  inputs: TrafficInputs,
  bytes: number,
  seed = 42,
): Promise<number> {
  const next = random(seed)
  const makeLine = lineMaker(inputs, next)
  const out = fs.createWriteStream(file)
  let written = 0
  let lines = 0
  while (written < bytes) {
    const batch: Array<string> = []
    for (let i = 0; i < 2000; i++) {
      // About one line in 20,000 is cut short, as when a log rotates mid-write.
      const line = next() < 0.00005 ? makeLine().slice(0, 40) : makeLine()
      batch.push(line)
    }
    const text = `${batch.join(`\n`)}\n`
    written += Buffer.byteLength(text)
    lines += batch.length
    if (!out.write(text)) await once(out, `drain`)
  }
  out.end()
  await once(out, `finish`)
  return lines
}

/** Old spellings of current pages that no rule knows: what a site migration leaves behind. */
export function legacySpellings(
  pages: Array<string>,
  isAnswered: (address: string) => boolean,
  next: () => number,
) {
  return pages.flatMap(page => {
    const segments = page.split(`/`).filter(Boolean)
    if (segments.length < 3) return []
    // The old site kept a page's last two segments (`/doc/v2/ios/push_notifications`), enough to tell it apart.
    const address = withTrailingSlash(`/doc/v2/${segments.slice(-2).join(`/`)}`).replace(
      /\/$/,
      next() < 0.5 ? `.html` : ``,
    )
    return isAnswered(address) ? [] : [[address, page] as const]
  })
}
