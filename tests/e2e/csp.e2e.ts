import type { Page } from "playwright-core"
import { plannedRedirects } from "./support/redirect-matrix"
import { TEMPLATE_SAMPLES } from "./support/samples"
import { hydrated, newPage, openSite, type Site } from "./support/site"
import { startGtagStandIn, type GtagStandIn } from "./support/gtag-stand-in"
import { startWidgetStandIn, type StandIn } from "./support/widget-stand-in"

// The Content-Security-Policy: every template, a redirect stub and the 404 page run with no violation
// while the widget, analytics and search work, and a script injected into a page is refused.

let site: Site
let widget: StandIn
let gtag: GtagStandIn
beforeAll(async () => {
  site = await openSite()
  widget = await startWidgetStandIn()
  gtag = await startGtagStandIn()
})
afterAll(async () => {
  await gtag.close()
  await widget.close()
  await site.close()
})

declare global {
  interface Window {
    __violations?: Array<string>
    __injected?: boolean
  }
}

/** Records every violation the page reports, from its very first script on. */
function recordViolations(): void {
  window.__violations = []
  document.addEventListener(`securitypolicyviolation`, event =>
    window.__violations?.push(
      `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
    ),
  )
}

async function openWatched(
  path: string,
  serviceWorkers: `allow` | `block` = `block`,
): Promise<{ page: Page; close: () => Promise<void>; violations: () => Promise<Array<string>> }> {
  const { page, context } = await newPage(site, { serviceWorkers })
  await page.addInitScript(recordViolations)
  await page.goto(site.url(path))
  await hydrated(page)
  return {
    page,
    close: () => context.close(),
    violations: () => page.evaluate(() => window.__violations ?? []),
  }
}

const stub = plannedRedirects().rules[1]

describe.each([...Object.entries(TEMPLATE_SAMPLES), [`404 page`, `/documentation/no-such-page/`]])(
  `%s`,
  (_name, path) => {
    it(`runs with no violation, the widget loaded`, async () => {
      widget.requests.length = 0
      const { page, close, violations } = await openWatched(path)
      await page.waitForFunction(() => window.__widgetInit !== undefined, undefined, { timeout: 15000 })
      expect(await violations()).toEqual([])
      await close()
    })
  },
)

it(`runs a redirect stub's script under its policy, and lands with no violation`, async () => {
  const { page, close, violations } = await openWatched(stub.fromPath)
  expect(new URL(page.url()).pathname).toBe(stub.toPath)
  expect(await violations()).toEqual([])
  await close()
})

it(`keeps search working: Pagefind's module, worker and WebAssembly are allowed`, async () => {
  const { page, close, violations } = await openWatched(TEMPLATE_SAMPLES.guide)
  await page.locator(`.search--header input`).fill(`webhook`)
  await page.locator(`.search--header [role="option"]`).first().waitFor({ timeout: 15000 })
  expect(await violations()).toEqual([])
  await close()
})

it(`keeps analytics working off the main thread`, async () => {
  // Partytown runs its worker through its own service worker.
  const { page, close, violations } = await openWatched(TEMPLATE_SAMPLES.landing, `allow`)
  // The gtag.js stand-in, run by Partytown in its worker, reports the commands it saw in a meta element.
  await page.waitForSelector(`meta#ga-stand-in[content*="config"]`, { state: `attached`, timeout: 15000 })
  expect(await violations()).toEqual([])
  await close()
})

it(`refuses a script injected into a page`, async () => {
  const { page, close, violations } = await openWatched(TEMPLATE_SAMPLES.guide)
  await page.evaluate(() => {
    const script = document.createElement(`script`)
    script.textContent = `window.__injected = true`
    document.body.append(script)
  })
  await page.waitForFunction(() => (window.__violations ?? []).length > 0)
  expect(await page.evaluate(() => window.__injected)).toBeUndefined()
  expect((await violations())[0]).toMatch(/^script-src/)
  await close()
})

it(`is sent as a header, and each page carries its own policy with its hashes`, async () => {
  const response = await fetch(site.url(TEMPLATE_SAMPLES.guide))
  expect(response.headers.get(`content-security-policy`)).toMatch(/script-src 'self' 'unsafe-inline'/)
  const html = await response.text()
  expect(html).toMatch(
    /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  )
})
