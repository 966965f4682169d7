import { hydrated, newPage, openSite, type Site } from "./support/site"

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

/** Pages with a Swift/Kotlin tab set, from the messaging SDK guides. */
const IOS_GUIDE = `/documentation/acme-web-widget-sdks/sdks/ios/getting_started/`
const ANDROID_GUIDE = `/documentation/acme-web-widget-sdks/sdks/android/getting_started/`

describe(`code samples`, () => {
  it(`code blocks are highlighted and have a copy button`, async () => {
    const { page, context } = await newPage(site)
    await context.grantPermissions([`clipboard-read`, `clipboard-write`])
    await page.goto(site.url(IOS_GUIDE))
    const block = page.locator(`.gatsby-highlight`).first()
    await expect(block.locator(`.token`).count()).resolves.toBeGreaterThan(0)
    // The copy buttons are wired when the page hydrates; the label changes once the clipboard has the code.
    await hydrated(page)
    await block.locator(`[data-copy-code]`).click()
    await block.locator(`[data-copy-code]`, { hasText: `Copied` }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.trim()).toBe((await block.locator(`pre`).textContent())?.trim())
    await context.close()
  })

  it(`tabs switch languages and the choice is remembered on the next page`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(IOS_GUIDE))
    const set = page.locator(`[data-code-tabs]`).first()
    await expect(set.locator(`[role="tab"][aria-selected="true"]`).textContent()).resolves.toBe(`Swift`)
    // Clicks on the tabs are handled once the page hydrates.
    await hydrated(page)
    await set.locator(`[role="tab"][data-language="kotlin"]`).click()
    await expect(set.locator(`[role="tabpanel"][data-language="kotlin"]`).isVisible()).resolves.toBe(true)
    await expect(set.locator(`[role="tabpanel"][data-language="swift"]`).isVisible()).resolves.toBe(false)
    await page.goto(site.url(ANDROID_GUIDE))
    // The remembered choice is applied when the page hydrates.
    await page.waitForFunction(
      () =>
        document.querySelector(`[data-code-tabs] [role="tab"][aria-selected="true"]`)?.textContent ===
        `Kotlin`,
      undefined,
      { timeout: 10000 },
    )
    await context.close()
  })

  it(`arrow keys move between tabs`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(IOS_GUIDE))
    // The tabs' key handling is wired when the page hydrates.
    await hydrated(page)
    const set = page.locator(`[data-code-tabs]`).first()
    await set.locator(`[role="tab"]`).first().focus()
    await page.keyboard.press(`ArrowRight`)
    await expect(set.locator(`[role="tab"][aria-selected="true"]`).textContent()).resolves.toBe(`Kotlin`)
    await context.close()
  })
})
