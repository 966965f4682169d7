import escapeStringRegexp from "escape-string-regexp"
import { newPage, openSite, type Site } from "./support/site"
import { SECTION_INDEXES, TEMPLATE_SAMPLES } from "./support/samples"

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

describe(`each template renders its h1 and navigation`, () => {
  it.each(Object.entries(TEMPLATE_SAMPLES))(`%s (%s)`, async (_kind, path) => {
    const { page, context, errors } = await newPage(site)
    const response = await page.goto(site.url(path))
    expect(response?.status()).toBe(200)
    const h1 = page.locator(`h1`)
    await expect(h1.count()).resolves.toBe(1)
    const title = (await h1.textContent())?.trim() ?? ``
    expect(title.length).toBeGreaterThan(2)
    // The h1, then what sets it apart site-wide (its section or API) when another page shares it.
    expect(await page.title()).toMatch(new RegExp(`^${escapeStringRegexp(title)}( – [^|]+)? \\| `))
    await expect(page.locator(`nav[aria-label="Main"] a`).count()).resolves.toBeGreaterThanOrEqual(2)
    await expect(page.locator(`a.skip-link[href="#main-content"]`).count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it(`a guide has the sidebar, breadcrumbs, "On this page" from its h2s, and previous/next`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    await expect(
      page.locator(`nav[aria-label="Sidebar navigation"] a[aria-current="page"]`).getAttribute(`href`),
    ).resolves.toBe(TEMPLATE_SAMPLES.guide)
    await expect(page.locator(`nav[aria-label="Breadcrumb"] li`).count()).resolves.toBeGreaterThanOrEqual(3)
    const h2s = await page.locator(`article h2`).evaluateAll(nodes => nodes.map(node => node.id))
    // The same list twice: the right column from the `lg` breakpoint, folded above the content below it.
    for (const where of [`.page__toc`, `.toc-details`]) {
      const toc = await page
        .locator(`${where} nav[aria-label="On this page"] a`)
        .evaluateAll(nodes => nodes.map(node => node.getAttribute(`href`)))
      expect(toc).toEqual(h2s.map(id => `#${id}`))
    }
    await expect(
      page.locator(`nav[aria-label="Previous and next pages"] a`).count(),
    ).resolves.toBeGreaterThanOrEqual(1)
    await context.close()
  })

  it(`an API reference page has the JSON format table and operations`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES[`API reference`]))
    await expect(page.locator(`#json-format`).count()).resolves.toBe(1)
    const headers = await page.locator(`section:has(> h2#json-format) th`).allTextContents()
    expect(headers).toEqual([`Name`, `Type`, `Read-only`, `Mandatory`, `Description`])
    await expect(page.locator(`#list-tickets`).count()).resolves.toBe(1)
    await expect(page.locator(`.status-line`).first().textContent()).resolves.toMatch(/^Status 2\d\d /)
    await context.close()
  })
})

describe(`section indexes list their pages`, () => {
  it.each(SECTION_INDEXES)(`%s`, async path => {
    const { page, context } = await newPage(site)
    expect((await page.goto(site.url(path)))?.status()).toBe(200)
    await expect(page.locator(`main .card`).count()).resolves.toBeGreaterThanOrEqual(2)
    const cards = await page
      .locator(`main .card h3 a, main .card h2 a`)
      .evaluateAll(nodes => nodes.map(node => node.getAttribute(`href`)))
    const summaries = await page.locator(`main .card > p`).allTextContents()
    expect(summaries.filter(text => text.trim().length > 10).length).toBeGreaterThanOrEqual(2)
    const sidebar = await page
      .locator(`nav[aria-label="Sidebar navigation"] a`)
      .evaluateAll(nodes => nodes.map(node => node.getAttribute(`href`)))
    if (sidebar.length > 0) for (const card of cards) expect(sidebar).toContain(card)
    await context.close()
  })

  it(`the landing has a card for every section`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(`/documentation/`))
    const cards = await page
      .locator(`main .card a`)
      .evaluateAll(nodes => nodes.map(node => node.getAttribute(`href`)))
    for (const section of SECTION_INDEXES) expect(cards).toContain(section)
    await context.close()
  })
})
