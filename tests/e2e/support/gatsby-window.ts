import type { Page } from "playwright-core"
import { hydrated } from "./site"

// The page-side helpers the end-to-end suites share: in-app navigation through Gatsby's own
// `window.___navigate` (what `<Link>` and `navigate()` call), a marker that tells a route change from a
// full reload, and the reader settings Gatsby reads. `window.___navigate` is typed where the site wraps
// it (src/browser/redirects/in-app.ts); the markers the tests set on `window` are typed here.

declare global {
  interface Window {
    /** Set on a document by markDocument(); a full reload loses it. */
    __sameDocument?: boolean
    /** Gatsby's flag: a new service worker is waiting, so the next navigation reloads. */
    ___swUpdated?: boolean
    /** The site's flag (src/browser/resource-failures.ts): a same-origin script or chunk failed. */
    ___failedResources?: boolean
    /** gtag.js's command function, forwarded to Partytown's worker. */
    gtag?: (...args: Array<unknown>) => void
    /** What the widget stand-in was initialised with. */
    __widgetInit?: unknown
  }
}

/** Gatsby's in-app navigation, as `navigate(to)` does it; resolves once it has been asked. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.waitForFunction(() => typeof window.___navigate === `function`)
  await page.evaluate(target => window.___navigate?.(target), to)
}

/** Opens a page and waits for Gatsby's first render, so what follows is a route change, not a race with it. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await hydrated(page)
}

/** Waits until the page's h1 reads `text`. */
export async function waitForHeading(page: Page, text: string, timeout = 15000): Promise<void> {
  await page.waitForFunction(expected => document.querySelector(`h1`)?.textContent === expected, text, {
    timeout,
  })
}

/** Marks the current document; isSameDocument() tells whether a later step reloaded it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => (window.__sameDocument = true))
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__sameDocument === true)
}

/** A reader who asks to save data: Gatsby prefetches nothing for them. */
export async function askToSaveData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, `connection`, { value: { saveData: true, effectiveType: `4g` } }),
  )
}
