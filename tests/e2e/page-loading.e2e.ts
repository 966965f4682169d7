import {
  askToSaveData,
  isSameDocument,
  markDocument,
  navigateInApp,
  visit,
  waitForHeading,
} from "./support/gatsby-window"
import { faults, newTrackedPage, pageDataPath, siteWithFaults } from "./support/faults"
import { expectedH1 } from "./support/redirect-matrix"

// Gatsby's page loading as the site relies on it (its loader's retries, the 404 and 500 pages, the
// once-per-session reload on a new build), against the production build with faults injected.

const { site } = siteWithFaults()

describe(`page loading`, () => {
  it(`an unknown path in the app shows the 404 page`, async () => {
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    await navigateInApp(page, `/documentation/no-such-page/`)
    await waitForHeading(page, `Page not found`)
  })

  it(`page data answering 500 shows the 500 page`, async () => {
    faults.serverError.add(pageDataPath(`/documentation/webhooks/`))
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    await navigateInApp(page, `/documentation/webhooks/`)
    await waitForHeading(page, `Something went wrong`)
  })

  it(`page data failing twice then succeeding still renders the page, in the app`, async () => {
    faults.flaky.set(pageDataPath(`/documentation/webhooks/`), 2)
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    await markDocument(page)
    await navigateInApp(page, `/documentation/webhooks/`)
    await waitForHeading(page, `Webhooks`)
    await expect(isSameDocument(page)).resolves.toBe(true)
    const requests = faults.pageDataRequests.filter(
      request => request.path === pageDataPath(`/documentation/webhooks/`),
    )
    expect(requests.length).toBeGreaterThanOrEqual(3)
  })

  it(`a new build hash mid-session reloads once, never in a loop`, async () => {
    const { page } = await newTrackedPage(site())
    // Without prefetching, the target's page data is fetched at the navigation, after the deploy: a page
    // prefetched before it would keep the old hash and rightly stay in the app.
    await askToSaveData(page)
    let loads = 0
    page.on(`load`, () => (loads += 1))
    await visit(page, site().url(`/documentation/`))
    await markDocument(page)
    faults.newBuildHash = true
    await navigateInApp(page, `/documentation/webhooks/`)
    // The navigation reloads. The reloaded page's HTML may still carry the old hash, in which case
    // Gatsby's start-up reloads once more (its sessionStorage guard) before rendering: two or three
    // loads in all, depending on whether the start-up check wins the race with the first render.
    await page.waitForFunction(
      () =>
        window.__sameDocument !== true &&
        location.pathname === `/documentation/webhooks/` &&
        performance.getEntriesByName(`onInitialClientRender`).length > 0,
    )
    // A loop can only be told from its absence over time: no further load within 3 s, twice.
    await page.waitForTimeout(3000)
    const settled = loads
    expect([2, 3]).toContain(settled)
    await page.waitForTimeout(3000)
    expect(loads).toBe(settled)
    await expect(page.locator(`h1`).textContent()).resolves.toBe(`Webhooks`)
  })

  it(`a chunk missing after a deploy still lets the reader reach the page`, async () => {
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    faults.missingChunks = [`component---src-templates-section-index`]
    await navigateInApp(page, `/documentation/webhooks/`)
    await page.waitForURL(url => url.pathname === `/documentation/webhooks/`)
    await waitForHeading(page, `Webhooks`)
  })

  it(`every template's scripts run side by side on one page, leaving nothing minified in its global scope`, async () => {
    // One page of each template, reached in the app, so every template's chunks are loaded together.
    const pages = [
      `/documentation/webhooks/`,
      `/documentation/webhooks/anatomy-of-a-webhook-request/`,
      `/api-reference/ticketing/users/users/`,
      `/use-cases/bot-handover-to-an-agent/`,
      `/api-reference/changelog/changelog/`,
    ]
    const { page, errors } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    for (const to of pages) {
      await navigateInApp(page, to)
      await page.waitForURL(url => url.pathname === to)
      await waitForHeading(page, expectedH1(to))
    }
    // A minifier's helpers (one or two letters) at a script's top level would be globals, shared and
    // overwritten between chunks.
    const minifiedGlobals = await page.evaluate(() =>
      Object.getOwnPropertyNames(window).filter(name => /^[A-Za-z_$][\w$]?$/.test(name)),
    )
    expect(minifiedGlobals).toEqual([])
    expect(errors).toEqual([])
  })
})
