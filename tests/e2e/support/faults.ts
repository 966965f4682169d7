import fs from "fs"
import type http from "http"
import path from "path"
import type { BrowserContext } from "playwright-core"
import { newPage, openSite, PUBLIC_DIR, type Site } from "./site"

// Faults the test server injects in front of the production build, in the spirit of Gatsby's
// production-runtime suite: failing and slow page data, chunks gone after a deploy, a new build hash, a
// changed service worker. A suite passes `faultHook` to openSite and resets the faults before each test.

export interface Faults {
  /** Page-data paths answering 500. */
  serverError: Set<string>
  /** Page-data paths failing (503) this many more times. */
  flaky: Map<string, number>
  /** Page-data paths answered only after this many ms. */
  delay: Map<string, number>
  /** File-name fragments of chunks that answer 404, as after a deploy. */
  missingChunks: Array<string>
  /** Serve app-data.json with another compilation hash, as after a deploy. */
  newBuildHash: boolean
  /** Serve sw.js changed, as after a deploy. */
  newServiceWorker: boolean
  /** sw.js answered 404 (null) or with this script instead of the built one. */
  serviceWorkerScript: string | null | undefined
  /** Page-data paths answered with their built JSON changed by this function. */
  pageDataEdits: Map<string, (data: Record<string, unknown>) => Record<string, unknown>>
  /** app-data.json failing (503) this many more times. */
  flakyAppData: number
  /** app-data.json answered with its built JSON changed by this function. */
  appDataEdit: ((data: Record<string, unknown>) => Record<string, unknown>) | undefined
  pageDataRequests: Array<{ path: string; at: number }>
}

export const faults: Faults = {
  serverError: new Set(),
  flaky: new Map(),
  delay: new Map(),
  missingChunks: [],
  newBuildHash: false,
  newServiceWorker: false,
  serviceWorkerScript: undefined,
  pageDataEdits: new Map(),
  flakyAppData: 0,
  appDataEdit: undefined,
  pageDataRequests: [],
}

export function resetFaults(): void {
  faults.serverError.clear()
  faults.flaky.clear()
  faults.delay.clear()
  faults.missingChunks = []
  faults.newBuildHash = false
  faults.newServiceWorker = false
  faults.serviceWorkerScript = undefined
  faults.pageDataEdits.clear()
  faults.flakyAppData = 0
  faults.appDataEdit = undefined
  faults.pageDataRequests = []
}

/** The page-data file Gatsby fetches for a page path. */
export const pageDataPath = (pagePath: string) =>
  `/page-data${pagePath === `/` ? `/index` : pagePath.replace(/\/$/, ``)}/page-data.json`

/** Page-data requests since `since` (ms), other than the page's own. */
export function prefetchedSince(since: number, ownPage: string): Array<{ path: string; at: number }> {
  return faults.pageDataRequests.filter(
    request => request.at >= since && request.path !== pageDataPath(ownPage),
  )
}

function answer(response: http.ServerResponse, status: number, body = ``, type = `text/plain`): true {
  response.writeHead(status, { "Content-Type": type, "Cache-Control": `no-cache` })
  response.end(body)
  return true
}

function builtFile(name: string): string {
  return fs.readFileSync(path.join(PUBLIC_DIR, name), `utf8`)
}

export async function faultHook(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<boolean> {
  const pathname = new URL(request.url ?? `/`, `http://localhost`).pathname
  if (pathname.startsWith(`/page-data/`) && pathname.endsWith(`/page-data.json`)) {
    faults.pageDataRequests.push({ path: pathname, at: Date.now() })
    const delay = faults.delay.get(pathname)
    if (delay) await new Promise(resolve => setTimeout(resolve, delay))
    if (faults.serverError.has(pathname)) return answer(response, 500, `error`)
    const remaining = faults.flaky.get(pathname) ?? 0
    if (remaining > 0) {
      faults.flaky.set(pathname, remaining - 1)
      return answer(response, 503, `unavailable`)
    }
    const edit = faults.pageDataEdits.get(pathname)
    if (edit)
      return answer(response, 200, JSON.stringify(edit(JSON.parse(builtFile(pathname)))), `application/json`)
  }
  if (pathname === `/page-data/app-data.json`) {
    if (faults.flakyAppData > 0) {
      faults.flakyAppData -= 1
      return answer(response, 503, `unavailable`)
    }
    if (faults.appDataEdit) {
      const edited = faults.appDataEdit(JSON.parse(builtFile(`page-data/app-data.json`)))
      return answer(response, 200, JSON.stringify(edited), `application/json`)
    }
  }
  if (faults.missingChunks.some(fragment => pathname.includes(fragment)) && pathname.endsWith(`.js`))
    return answer(response, 404)
  if (pathname === `/page-data/app-data.json` && faults.newBuildHash) {
    const appData = JSON.parse(builtFile(`page-data/app-data.json`))
    const next = { ...appData, webpackCompilationHash: `${appData.webpackCompilationHash}-next` }
    return answer(response, 200, JSON.stringify(next), `application/json`)
  }
  const worker = faults.serviceWorkerScript
  if (pathname === `/sw.js` && worker !== undefined)
    return worker === null ? answer(response, 404) : answer(response, 200, worker, `text/javascript`)
  if (pathname === `/sw.js` && faults.newServiceWorker)
    return answer(response, 200, `${builtFile(`sw.js`)}\n// next build\n`, `text/javascript`)
  return false
}

/** Contexts a suite opened, closed after every test, passed or failed, so none prefetches into the next. */
const openContexts: Array<BrowserContext> = []

export function trackContext(context: BrowserContext): BrowserContext {
  openContexts.push(context)
  return context
}

export async function closeTrackedContexts(): Promise<void> {
  await Promise.all(openContexts.splice(0).map(context => context.close().catch(() => undefined)))
}

/** newPage, its context closed after the test (closeTrackedContexts in afterEach). */
export async function newTrackedPage(site: Site, options?: Parameters<typeof newPage>[1]) {
  const opened = await newPage(site, options)
  trackContext(opened.context)
  return opened
}

/** The hooks every fault suite uses: the site behind faultHook, faults reset and contexts closed per test. */
export function siteWithFaults(): { site: () => Site } {
  let site: Site
  beforeAll(async () => {
    site = await openSite(faultHook)
  })
  afterAll(() => site.close())
  beforeEach(resetFaults)
  afterEach(closeTrackedContexts)
  return { site: () => site }
}
