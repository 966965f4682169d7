import { execSync } from "child_process"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import type { Browser } from "playwright-core"

/** Measurements the benches share: memory of a process tree, output size, what a page loads. */

/** Resident memory of a process and all its descendants, in KiB (Gatsby forks workers). */
export function treeRssKiB(rootPid: number): number {
  const rows = execSync(`ps -eo pid=,ppid=,rss=`)
    .toString()
    .trim()
    .split(`\n`)
    .map(line => line.trim().split(/\s+/).map(Number))
  const children = new Map<number, Array<number>>()
  const rss = new Map<number, number>()
  for (const [pid, ppid, kib] of rows) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid])
    rss.set(pid, kib)
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop() as number
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Bytes and file count of a folder, recursively. */
export function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
    files += 1
  }
  return { bytes, files }
}

export function gzipBytes(body: Buffer | string): number {
  return zlib.gzipSync(body, { level: 9 }).length
}

export interface PageLoad {
  /** Gzip bytes of the JavaScript responses before the `load` event. */
  jsBeforeLoad: number
  /** Gzip bytes of every response whose path starts with one of `watchPrefixes`, until the network is idle. */
  watched: number
}

/** What one first visit to a page loads, measured in Chromium with the cache empty. */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  watchPrefixes: Array<string> = [],
): Promise<PageLoad> {
  const context = await browser.newContext({ serviceWorkers: `block` })
  const page = await context.newPage()
  const beforeLoad: Array<Promise<number>> = []
  const watched: Array<Promise<number>> = []
  let loaded = false
  page.on(`response`, response => {
    const body = response.body().catch(() => Buffer.alloc(0))
    const type = response.headers()[`content-type`] ?? ``
    if (!loaded && type.includes(`javascript`)) beforeLoad.push(body.then(gzipBytes))
    if (watchPrefixes.some(prefix => new URL(response.url()).pathname.startsWith(prefix)))
      watched.push(body.then(gzipBytes))
  })
  await page.goto(url, { waitUntil: `load` })
  loaded = true
  await page.waitForLoadState(`networkidle`)
  const sum = async (sizes: Array<Promise<number>>) =>
    (await Promise.all(sizes)).reduce((total, size) => total + size, 0)
  const result = { jsBeforeLoad: await sum(beforeLoad), watched: await sum(watched) }
  await context.close()
  return result
}
