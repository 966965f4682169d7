import fs from "fs"
import { isSameDocument, markDocument, navigateInApp, visit } from "./support/gatsby-window"
import { hydrated, newPage, openSite, type Site } from "./support/site"

// A developer on the API reference: picks a sample language once and finds it chosen on a guide and
// after a reload; opens a nested schema with the keyboard alone; axe finds nothing on the page then.

const TICKETS = `/api-reference/ticketing/tickets/tickets/`
/** A guide whose tab set offers Python first and JavaScript second. */
const GUIDE = `/documentation/api-basics/pagination/paginating-through-lists/`
const AXE_SOURCE = fs.readFileSync(require.resolve(`axe-core/axe.min.js`), `utf8`)

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

const selectedLabels = `[...document.querySelectorAll('[data-code-tabs] [role="tab"][aria-selected="true"]')].map(tab => tab.textContent)`

describe(`the API reference, as a developer uses it`, () => {
  it(`serves curl first, and one language choice holds across the reference, the guides and a reload`, async () => {
    const { page, context } = await newPage(site)
    const response = await page.goto(site.url(TICKETS))
    const served = (await response?.text()) ?? ``
    expect(served).toMatch(/aria-selected="true" tabindex="0" data-language="bash">curl</)
    await hydrated(page)
    const first = page.locator(`[data-code-tabs]`).first()
    await first.locator(`[role="tab"]`, { hasText: `Node.js` }).click()
    const labels = (await page.evaluate(selectedLabels)) as Array<string>
    expect(labels.length).toBeGreaterThan(5)
    expect(new Set(labels)).toEqual(new Set([`Node.js`]))
    await expect(first.locator(`[role="tabpanel"][data-language="javascript"]`).isVisible()).resolves.toBe(
      true,
    )
    await markDocument(page)
    await navigateInApp(page, GUIDE)
    await page.waitForFunction(
      () =>
        document.querySelector(`[data-code-tabs] [role="tab"][aria-selected="true"]`)?.textContent ===
        `JavaScript`,
      undefined,
      { timeout: 10000 },
    )
    await expect(isSameDocument(page)).resolves.toBe(true)
    await visit(page, site.url(TICKETS))
    await page.waitForFunction(
      () =>
        document.querySelector(`[data-code-tabs] [role="tab"][aria-selected="true"]`)?.textContent ===
        `Node.js`,
      undefined,
      { timeout: 10000 },
    )
    await context.close()
  })

  it(`opens a nested schema with the keyboard, and axe finds no violation`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TICKETS))
    const comment = page.locator(`section[aria-label="JSON format"] details`, {
      has: page.locator(`summary`, { hasText: `comment` }),
    })
    const nested = comment.locator(`.property-tree > li > code`, { hasText: /^html_body$/ })
    await expect(nested.isVisible()).resolves.toBe(false)
    await comment.locator(`summary`).first().focus()
    await page.keyboard.press(`Enter`)
    await expect(nested.isVisible()).resolves.toBe(true)
    // A level deeper: via > source > rel.
    const via = page.locator(`section[aria-label="JSON format"] details`, {
      has: page.locator(`summary`, { hasText: `via` }),
    })
    await via.locator(`summary`).first().focus()
    await page.keyboard.press(`Space`)
    const source = via.locator(`.property-tree details`).first()
    await source.locator(`summary`).focus()
    await page.keyboard.press(`Enter`)
    await expect(
      source.locator(`.property-tree > li > code`, { hasText: /^rel$/ }).isVisible(),
    ).resolves.toBe(true)
    await page.evaluate(AXE_SOURCE)
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } }
      ).axe
      return (await axe.run()).violations.map(violation => violation.id)
    })
    expect(violations).toEqual([])
    await context.close()
  })
})
