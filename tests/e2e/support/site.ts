import fs from "fs"
import path from "path"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { startStaticServer, type RequestHook, type StaticServer } from "../../../scripts/static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/chromium"
import { GTAG_UPSTREAMS } from "./gtag-stand-in"

// Shared end-to-end setup: the production build in public/, served like a plain static host at
// http://localhost:PORT (Gatsby registers its service worker only on localhost), and Debian's Chromium.

export const PUBLIC_DIR = path.resolve(__dirname, `../../../public`)

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(PUBLIC_DIR, `documentation`, `index.html`))) {
    throw new Error(`No production build in public/: run \`npm run build\` first (npm test does).`)
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

export interface Site {
  server: StaticServer
  browser: Browser
  url: (path: string) => string
  close: () => Promise<void>
}

/**
 * Proxied third-party origins always go to local stand-ins (see startStaticServer's `upstreams`), so no
 * suite reaches the real hosts; without the stand-in running, the proxy answers 502.
 */
export async function openSite(
  hook?: RequestHook,
  upstreams: Record<string, string> = GTAG_UPSTREAMS,
): Promise<Site> {
  assertBuilt()
  const server = await startStaticServer({ root: PUBLIC_DIR, hook, upstreams })
  const browser = await launchBrowser()
  return {
    server,
    browser,
    url: (pathname: string) => `${server.url}${pathname}`,
    close: async () => {
      await browser.close()
      await server.close()
    },
  }
}

/**
 * Blocked service workers are refused the way a browser with them disabled refuses: `register()` rejects.
 * Playwright's own block makes it resolve to undefined, which no browser does, and Partytown's snippet
 * then throws reading `.active` of it.
 */
function refuseServiceWorkers(): void {
  ServiceWorkerContainer.prototype.register = () =>
    Promise.reject(new DOMException(`Service workers are blocked in this test`, `SecurityError`))
}

/** A fresh context per test; service workers blocked unless a test is about them. */
export async function newPage(
  site: Site,
  options: { serviceWorkers?: `allow` | `block` } = {},
): Promise<{ context: BrowserContext; page: Page; errors: Array<string> }> {
  const serviceWorkers = options.serviceWorkers ?? `block`
  const context = await site.browser.newContext({ serviceWorkers })
  if (serviceWorkers === `block`) await context.addInitScript(refuseServiceWorkers)
  const page = await context.newPage()
  const errors: Array<string> = []
  page.on(`pageerror`, error => errors.push(error.message))
  return { context, page, errors }
}

/** Every page of the built site that Gatsby rendered (not redirect stubs), from its page-data. */
export function builtPagePaths(): Array<string> {
  const paths = fs
    .readdirSync(path.join(PUBLIC_DIR, `page-data`), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name === `page-data.json`)
    .map(entry => JSON.parse(fs.readFileSync(path.join(entry.parentPath, entry.name), `utf8`)).path as string)
  return paths.filter(
    p => !p.startsWith(`/dev-404-page`) && p !== `/404.html` && p !== `/offline-plugin-app-shell-fallback/`,
  )
}

/**
 * Waits until Gatsby has rendered the page in the browser: it marks `onInitialClientRender` once the
 * first render has committed. The `load` event comes earlier (page data arrives by fetch), and an in-app
 * navigation started before then races the first render instead of being a route change.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName(`onInitialClientRender`).length > 0)
}

/** Waits until `check` holds, polling every 50 ms; fails with `what` after `timeout` ms. */
export async function eventually(check: () => boolean, what: string, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}
