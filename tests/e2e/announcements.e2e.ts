import { navigateInApp, visit, waitForHeading } from "./support/gatsby-window"
import { faults, newTrackedPage, pageDataPath, siteWithFaults } from "./support/faults"

/** What a screen-reader user hears on a route change, and the notice a slow navigation shows. */
const { site } = siteWithFaults()

describe(`announcements and the loading notice`, () => {
  it(`announces "Navigated to {h1}" after each of three navigations, with focus in the content`, async () => {
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    for (const [to, title] of [
      [`/documentation/webhooks/`, `Webhooks`],
      [`/documentation/api-basics/`, `API basics`],
      [`/api-reference/ticketing/tickets/tickets/`, `Tickets`],
    ]) {
      await navigateInApp(page, to)
      await page.waitForURL(url => url.pathname === to)
      await page.waitForFunction(
        expected => document.getElementById(`gatsby-announcer`)?.textContent === `Navigated to ${expected}`,
        title,
        { timeout: 10000 },
      )
      await expect(
        page.evaluate(() => document.title.startsWith(document.querySelector(`h1`)?.textContent ?? `-`)),
      ).resolves.toBe(true)
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(`gatsby-focus-wrapper`)
    }
  })

  it(`shows a status notice while a navigation takes over a second, and removes it when the page renders`, async () => {
    faults.delay.set(pageDataPath(`/documentation/webhooks/`), 2000)
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    await navigateInApp(page, `/documentation/webhooks/`)
    const notice = page.locator(`[role="status"]#loading-notice`)
    await notice.waitFor({ state: `visible`, timeout: 1800 })
    await expect(notice.textContent()).resolves.toMatch(/loading/i)
    await waitForHeading(page, `Webhooks`)
    await notice.waitFor({ state: `detached` })
  })

  it(`never shows the notice for a fast navigation`, async () => {
    const { page } = await newTrackedPage(site())
    await visit(page, site().url(`/documentation/`))
    await page.evaluate(() => {
      const seen = document.createElement(`meta`)
      seen.id = `notice-seen`
      new MutationObserver(() => {
        if (document.getElementById(`loading-notice`)) document.head.append(seen)
      }).observe(document.body, { childList: true, subtree: true })
    })
    await navigateInApp(page, `/documentation/webhooks/`)
    await waitForHeading(page, `Webhooks`)
    // An absence is observed over a window: past the 1 s after which the notice would show.
    await page.waitForTimeout(1500)
    await expect(page.locator(`#notice-seen`).count()).resolves.toBe(0)
  })
})
