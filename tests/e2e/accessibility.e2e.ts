import fs from "fs"
import type { Page } from "playwright-core"
import { hydrated, newPage, openSite, type Site } from "./support/site"
import { PAGE_KINDS } from "./support/reader-samples"
import { SECTION_INDEXES, TEMPLATE_SAMPLES } from "./support/samples"

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

/**
 * axe-core runs through the DevTools protocol (page.evaluate), which the page's Content-Security-Policy
 * does not govern; a script tag would be refused like any injected script.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve(`axe-core/axe.min.js`), `utf8`)
const pages = { ...TEMPLATE_SAMPLES, "not found": `/no/such/page/`, changelog: SECTION_INDEXES[0] }

type Impact = `minor` | `moderate` | `serious` | `critical`

async function seriousViolations(page: Page): Promise<Array<string>> {
  return violations(page, [`serious`, `critical`])
}

async function violations(page: Page, impacts: Array<Impact>): Promise<Array<string>> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async kept => {
    const result = await (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: Array<string> }> }>
          }>
        }
      }
    ).axe.run()
    return result.violations
      .filter(violation => kept.includes(violation.impact as Impact))
      .map(
        violation =>
          `${violation.id}: ${violation.nodes
            .map(node => node.target.join(` `))
            .slice(0, 3)
            .join(`, `)}`,
      )
  }, impacts)
}

describe(`axe-core finds no serious or critical violations`, () => {
  it.each(Object.entries(pages))(`%s (%s)`, async (_kind, pagePath) => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(pagePath))
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })

  it(`with the header search open and showing results`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    await hydrated(page)
    await page.keyboard.press(`/`)
    await page.keyboard.type(`webhook`)
    await page.locator(`.search--header [role="listbox"][data-query="webhook"]`).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })
})

describe(`axe-core finds no violations at all, on a phone and a desktop, light and dark`, () => {
  const cases = Object.entries(PAGE_KINDS).flatMap(([kind, pagePath]) =>
    [375, 1280].flatMap(width =>
      (["light", "dark"] as const).map(scheme => [kind, width, scheme, pagePath] as const),
    ),
  )
  it.each(cases)(`%s at %i px, %s`, async (_kind, width, colorScheme, pagePath) => {
    const { page, context } = await newPage(site)
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ colorScheme })
    await page.goto(site.url(pagePath))
    await hydrated(page)
    await expect(violations(page, [`minor`, `moderate`, `serious`, `critical`])).resolves.toEqual([])
    await context.close()
  })

  it(`with the drawer open on a phone, dark`, async () => {
    const { page, context } = await newPage(site)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.emulateMedia({ colorScheme: `dark` })
    await page.goto(site.url(PAGE_KINDS[`API reference`]))
    await page.waitForFunction(() => performance.getEntriesByName(`reader-ready`).length > 0)
    await page.getByRole(`button`, { name: `Menu` }).click()
    await expect(violations(page, [`minor`, `moderate`, `serious`, `critical`])).resolves.toEqual([])
    await context.close()
  })
})

describe(`keyboard`, () => {
  it(`the first Tab reaches the skip link, which moves focus to the content`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    await page.keyboard.press(`Tab`)
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(`Skip to content`)
    await page.keyboard.press(`Enter`)
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(`main-content`)
    await context.close()
  })

  it(`the header search box shows a visible focus ring`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    await page.locator(`.search--header input`).focus()
    const outline = await page
      .locator(`.search--header input`)
      .evaluate(node => getComputedStyle(node).outlineStyle + ` ` + getComputedStyle(node).outlineWidth)
    expect(outline).toBe(`solid 3px`)
    await context.close()
  })

  it(`the sidebar is a list of links reachable with Tab`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    const link = page.locator(`nav[aria-label="Sidebar navigation"] a`).first()
    await link.focus()
    await expect(link.evaluate(node => node === document.activeElement)).resolves.toBe(true)
    await context.close()
  })
})
