import type { Page } from "playwright-core"
import { navigateInApp } from "./support/gatsby-window"
import { eventually, newPage, openSite, type Site } from "./support/site"
import { startWidgetStandIn, type StandIn } from "./support/widget-stand-in"
import { DEFAULT_WIDGET_KEY } from "../../src/config/site"
import { TEMPLATE_SAMPLES } from "./support/samples"

/** The messaging widget loader against a local stand-in of its host. */
let site: Site
let standIn: StandIn
beforeAll(async () => {
  site = await openSite()
  standIn = await startWidgetStandIn()
})
afterAll(async () => {
  await standIn.close()
  await site.close()
})

async function openWithWarnings(
  path = `/documentation/`,
): Promise<{ page: Page; warnings: Array<string>; close: () => Promise<void> }> {
  const { page, context } = await newPage(site)
  const warnings: Array<string> = []
  page.on(`console`, message => {
    if (message.type() === `warning`) warnings.push(message.text())
  })
  await page.goto(site.url(path))
  return { page, warnings, close: () => context.close() }
}

async function navigateAndLand(page: Page, to: string): Promise<void> {
  await navigateInApp(page, to)
  await page.waitForURL(url => url.pathname === to)
}

describe(`messaging widget`, () => {
  it(`loads after the page from the staging host, and is initialised with both flags false`, async () => {
    standIn.mode = `ready`
    standIn.requests.length = 0
    const { page, close } = await openWithWarnings()
    await page.waitForFunction(() => window.__widgetInit !== undefined)
    await expect(page.evaluate(() => window.__widgetInit)).resolves.toEqual({
      inProduct: false,
      inShoppingCart: false,
    })
    expect(standIn.requests).toEqual([`/messaging/web-widget.js?key=${DEFAULT_WIDGET_KEY}`])
    const initialHtml = await (await fetch(site.url(`/documentation/`))).text()
    expect(initialHtml).not.toContain(`web-widget.js`)
    await close()
  })

  it(`loads on every template's page and the 404 page, with the site's own key, on a first load`, async () => {
    standIn.mode = `ready`
    for (const path of [...Object.values(TEMPLATE_SAMPLES), `/documentation/no-such-page/`]) {
      standIn.requests.length = 0
      const { page, close } = await openWithWarnings(path)
      await page.waitForFunction(() => window.__widgetInit !== undefined)
      expect(standIn.requests).toEqual([`/messaging/web-widget.js?key=${DEFAULT_WIDGET_KEY}`])
      await close()
    }
  })

  it(`is injected exactly once across three route changes`, async () => {
    standIn.mode = `ready`
    const { page, close } = await openWithWarnings()
    await page.waitForFunction(() => document.querySelectorAll(`#messaging-widget-script`).length === 1)
    for (const to of [`/documentation/webhooks/`, `/documentation/api-basics/`, `/documentation/`])
      await navigateAndLand(page, to)
    await expect(page.locator(`script#messaging-widget-script`).count()).resolves.toBe(1)
    await close()
  })

  it.each([
    [`missing`, `Messaging widget: the script failed to load`],
    [`no-global`, `Messaging widget: the widget global is not available on window`],
    [`rejects`, `Error initializing the widget`],
  ] as const)(`when the script is %s, it warns once and the page stays usable`, async (mode, warning) => {
    standIn.mode = mode
    const { page, warnings, close } = await openWithWarnings()
    await page.waitForFunction(() => document.getElementById(`messaging-widget-script`) !== null)
    await eventually(() => warnings.includes(warning), warning)
    await page.waitForTimeout(300)
    expect(warnings.filter(text => text === warning)).toHaveLength(1)
    await navigateAndLand(page, `/documentation/webhooks/`)
    await expect(page.locator(`h1`).textContent()).resolves.toBe(`Webhooks`)
    await close()
  })
})
