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
import { eventually } from "./support/site"

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

/** Opens the section index without prefetching (which would spend the faults), ready to navigate. */
async function readyToNavigate() {
  const opened = await newTrackedPage(site())
  await askToSaveData(opened.page)
  await visit(opened.page, site().url(`/documentation/`))
  await markDocument(opened.page)
  // The browser's requests from here on, in the order it made them, up to its first navigation.
  const seen: Array<string> = []
  let reloaded = false
  opened.page.on(`request`, request => {
    if (request.isNavigationRequest()) reloaded = true
    else if (!reloaded) seen.push(new URL(request.url()).pathname)
  })
  /** How many requests for `pathname` the first document made from here until it was left. */
  const requestsBeforeReload = (pathname: string) => seen.filter(path => path === pathname).length
  return { ...opened, requestsBeforeReload }
}

describe(`Gatsby's loader: retries and invalid responses`, () => {
  const TARGET = `/documentation/webhooks/`

  it(`retries page data exactly 3 times: failing 3 times, it still renders in the app, at the 4th request`, async () => {
    faults.flaky.set(pageDataPath(TARGET), 3)
    const { page, requestsBeforeReload } = await readyToNavigate()
    await navigateInApp(page, TARGET)
    await waitForHeading(page, `Webhooks`)
    await expect(isSameDocument(page)).resolves.toBe(true)
    expect(requestsBeforeReload(pageDataPath(TARGET))).toBe(4)
  })

  it(`gives page data up after the 3rd retry: failing 4 times, the browser loads the page afresh`, async () => {
    faults.flaky.set(pageDataPath(TARGET), 4)
    const { page, requestsBeforeReload } = await readyToNavigate()
    await navigateInApp(page, TARGET)
    await page.waitForURL(url => url.pathname === TARGET)
    await waitForHeading(page, `Webhooks`)
    await expect(isSameDocument(page)).resolves.toBe(false)
    expect(requestsBeforeReload(pageDataPath(TARGET))).toBe(4)
  })

  it(`treats page data without a path as invalid: the page is not rendered`, async () => {
    // Gatsby reads such page data as missing; the page's HTML exists, so it renders nothing rather than a 404.
    faults.pageDataEdits.set(pageDataPath(TARGET), ({ path: _path, ...rest }) => rest)
    const { page, errors } = await newTrackedPage(site())
    const logged: Array<string> = []
    page.on(`console`, message => logged.push(message.text()))
    await page.goto(site().url(TARGET))
    const message = `page resources for ${TARGET} not found. Not rendering React`
    await eventually(() => [...errors, ...logged].some(text => text.includes(message)), message, 10000)
    await expect(
      page.evaluate(() => performance.getEntriesByName(`onInitialClientRender`).length),
    ).resolves.toBe(0)
  })

  it(`retries app data exactly 3 times: failing 3 times, the navigation stays in the app`, async () => {
    const { page, requestsBeforeReload } = await readyToNavigate()
    faults.flakyAppData = 3
    await navigateInApp(page, TARGET)
    await waitForHeading(page, `Webhooks`)
    await expect(isSameDocument(page)).resolves.toBe(true)
    expect(requestsBeforeReload(`/page-data/app-data.json`)).toBe(4)
  })

  it(`gives app data up after the 3rd retry: failing 4 times, the build counts as unknown and the page loads afresh`, async () => {
    const { page, requestsBeforeReload } = await readyToNavigate()
    faults.flakyAppData = 4
    await navigateInApp(page, TARGET)
    await page.waitForURL(url => url.pathname === TARGET)
    await waitForHeading(page, `Webhooks`)
    await expect(isSameDocument(page)).resolves.toBe(false)
    expect(requestsBeforeReload(`/page-data/app-data.json`)).toBe(4)
  })

  it(`treats app data without a compilation hash as invalid: the page loads afresh`, async () => {
    const { page } = await readyToNavigate()
    faults.appDataEdit = ({ webpackCompilationHash: _hash, ...rest }) => rest
    await navigateInApp(page, TARGET)
    await page.waitForURL(url => url.pathname === TARGET)
    await waitForHeading(page, `Webhooks`)
    await expect(isSameDocument(page)).resolves.toBe(false)
  })

  it(`with no page resources on a first load, says so and does not render the page`, async () => {
    faults.flaky.set(pageDataPath(TARGET), 100)
    const { page, errors } = await newTrackedPage(site())
    const logged: Array<string> = []
    page.on(`console`, message => logged.push(message.text()))
    await page.goto(site().url(TARGET))
    const message = `page resources for ${TARGET} not found. Not rendering React`
    await page.waitForFunction(() => document.readyState === `complete`)
    await eventually(() => [...errors, ...logged].some(text => text.includes(message)), message, 10000)
    await expect(
      page.evaluate(() => performance.getEntriesByName(`onInitialClientRender`).length),
    ).resolves.toBe(0)
  })

  it(`names an unknown component chunk in its error`, async () => {
    faults.pageDataEdits.set(pageDataPath(TARGET), data => ({
      ...data,
      componentChunkName: `component---no-such-template`,
    }))
    const { page, errors } = await newTrackedPage(site())
    const logged: Array<string> = []
    page.on(`console`, message => logged.push(message.text()))
    await page.goto(site().url(TARGET))
    const message = `We couldn't find the correct component chunk with the name "component---no-such-template"`
    await eventually(() => [...errors, ...logged].some(text => text.includes(message)), message, 10000)
    await expect(
      page.evaluate(() => performance.getEntriesByName(`onInitialClientRender`).length),
    ).resolves.toBe(0)
  })
  it(`says which static query could not be loaded, and does not render the page`, async () => {
    faults.pageDataEdits.set(pageDataPath(TARGET), data => ({ ...data, staticQueryHashes: [`e2e-missing`] }))
    const { page, errors } = await newTrackedPage(site())
    const logged: Array<string> = []
    page.on(`console`, message => logged.push(message.text()))
    await page.goto(site().url(TARGET))
    const message = `We couldn't load "/page-data/sq/d/e2e-missing.json"`
    await eventually(() => [...errors, ...logged].some(text => text.includes(message)), message, 10000)
    await expect(
      page.evaluate(() => performance.getEntriesByName(`onInitialClientRender`).length),
    ).resolves.toBe(0)
  })
})
