import { newPage, openSite, type Site } from "./support/site"
import { TEMPLATE_SAMPLES } from "./support/samples"

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

/** The tag manager's host cannot be reached from here: a local stand-in answers for it (README, Tests). */
const TAG_MANAGER_STAND_IN = `window.__tagManagerStandIn = true;`

describe(`markdown images (gatsby-remark-images)`, () => {
  it(`are responsive at max width 700 and lazy`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    const image = page.locator(`.markdown img.gatsby-resp-image-image`).first()
    await expect(image.getAttribute(`loading`)).resolves.toBe(`lazy`)
    await expect(image.getAttribute(`alt`)).resolves.toMatch(/^Diagram of a webhook request/)
    const wrapper = await page.locator(`.gatsby-resp-image-wrapper`).first().getAttribute(`style`)
    expect(wrapper).toContain(`max-width: 700px`)
    const src = (await image.getAttribute(`src`)) ?? ``
    expect((await fetch(site.url(src))).status).toBe(200)
    await context.close()
  })
})

describe(`tag manager (gatsby-plugin-google-tagmanager)`, () => {
  it(`pushes the route-change event 50 ms after a navigation, and loads web-vitals lazily`, async () => {
    const { page, context } = await newPage(site)
    await page.route(`https://www.googletagmanager.com/**`, route => route.fulfill({ contentType: `text/javascript`, body: TAG_MANAGER_STAND_IN }))
    const initialHtml = await (await fetch(site.url(`/documentation/`))).text()
    const lateScripts: Array<string> = []
    page.on(`response`, async response => {
      if (!response.url().endsWith(`.js`)) return
      const body = await response.text().catch(() => ``)
      // The web-vitals library itself observes `layout-shift` entries; the plugin code that imports it does not.
      if (body.includes(`layout-shift`)) lateScripts.push(new URL(response.url()).pathname)
    })
    await page.goto(site.url(`/documentation/`))
    await page.waitForFunction(() => (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer?.some(entry => entry.event === `gatsby-route-change`))
    await expect(page.evaluate(() => (window as unknown as { __tagManagerStandIn?: boolean }).__tagManagerStandIn)).resolves.toBe(true)
    const before = await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter(entry => entry.event === `gatsby-route-change`).length)

    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate(`/documentation/webhooks/`))
    await page.waitForURL(`**/documentation/webhooks/`)
    const navigatedAt = await page.evaluate(() => performance.now())
    const pushedAt = await page.evaluate(
      count =>
        new Promise<number>(resolve => {
          const check = () => {
            const layer = (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer
            if (layer.filter(entry => entry.event === `gatsby-route-change`).length > count) resolve(performance.now())
            else requestAnimationFrame(check)
          }
          check()
        }),
      before
    )
    expect(pushedAt - navigatedAt).toBeLessThan(1000)
    expect(pushedAt - navigatedAt).toBeGreaterThanOrEqual(0)

    await page.waitForTimeout(500)
    expect(lateScripts.length).toBeGreaterThan(0)
    for (const script of lateScripts) expect(initialHtml).not.toContain(script)
    await context.close()
  })
})
