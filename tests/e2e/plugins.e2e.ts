import { navigateInApp } from "./support/gatsby-window"
import { eventually, newPage, openSite, type Site } from "./support/site"
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

describe(`GitHub Flavored Markdown (gatsby-remark-gfm-syntax, the transformer's own gfm off)`, () => {
  it(`renders a guide's table as a table`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(`/documentation/classic-web-widget-sdks/talk-sdk/android/customize_the_look/`))
    const table = page.locator(`.markdown table`).first()
    await expect(table.locator(`thead th`).allTextContents()).resolves.toEqual([`Attribute`, `Used for`])
    await expect(table.locator(`tbody tr`).count()).resolves.toBeGreaterThan(2)
    await expect(page.locator(`.markdown`).textContent()).resolves.not.toContain(`| --- |`)
    await context.close()
  })
})

describe(`tag manager (gatsby-plugin-google-tagmanager)`, () => {
  it(`pushes the route-change event 50 ms after a navigation, and loads web-vitals lazily`, async () => {
    const { page, context } = await newPage(site)
    await page.route(`https://www.googletagmanager.com/**`, route =>
      route.fulfill({ contentType: `text/javascript`, body: TAG_MANAGER_STAND_IN }),
    )
    const initialHtml = await (await fetch(site.url(`/documentation/`))).text()
    const lateScripts: Array<string> = []
    page.on(`response`, async response => {
      if (!response.url().endsWith(`.js`)) return
      const body = await response.text().catch(() => ``)
      // The web-vitals library itself observes `layout-shift` entries; the plugin code that imports it does not.
      if (body.includes(`layout-shift`)) lateScripts.push(new URL(response.url()).pathname)
    })
    await page.goto(site.url(`/documentation/`))
    await page.waitForFunction(() => window.dataLayer?.some(entry => entry.event === `gatsby-route-change`))
    await expect(page.evaluate(() => window.__tagManagerStandIn)).resolves.toBe(true)
    const before = await page.evaluate(
      () => (window.dataLayer ?? []).filter(entry => entry.event === `gatsby-route-change`).length,
    )

    await navigateInApp(page, `/documentation/webhooks/`)
    await page.waitForURL(`**/documentation/webhooks/`)
    const navigatedAt = await page.evaluate(() => performance.now())
    const pushedAt = await page.evaluate(
      count =>
        new Promise<number>(resolve => {
          const check = () => {
            const layer = window.dataLayer ?? []
            if (layer.filter(entry => entry.event === `gatsby-route-change`).length > count)
              resolve(performance.now())
            else requestAnimationFrame(check)
          }
          check()
        }),
      before,
    )
    expect(pushedAt - navigatedAt).toBeLessThan(1000)
    expect(pushedAt - navigatedAt).toBeGreaterThanOrEqual(0)

    // The web-vitals chunk is requested after the page: wait for its response, not a fixed time.
    await eventually(() => lateScripts.length > 0, `the web-vitals chunk, loaded after the page`)
    for (const script of lateScripts) expect(initialHtml).not.toContain(script)
    await context.close()
  })
})

interface TimedPush {
  at: number
  entry: { event?: string; webVitalsMeasurement?: { name: string; id: string; value: number } }
}

interface Shift {
  startTime: number
  value: number
  hadRecentInput: boolean
}

declare global {
  interface Window {
    /** Set by the tag manager stand-in when it runs. */
    __tagManagerStandIn?: boolean
    __pushes?: Array<TimedPush>
    __shifts?: Array<Shift>
  }
}

/** Before any page script: a data layer that timestamps each push, and every layout shift, observed the way web-vitals does. */
function recordDataLayerAndShifts() {
  const win = window as unknown as {
    dataLayer: Array<unknown>
    __pushes: Array<TimedPush>
    __shifts: Array<Shift>
  }
  win.__pushes = []
  win.__shifts = []
  const layer: Array<unknown> = []
  layer.push = (...entries: Array<unknown>) => {
    for (const entry of entries)
      win.__pushes.push({ at: performance.now(), entry: entry as TimedPush[`entry`] })
    return Array.prototype.push.apply(layer, entries)
  }
  win.dataLayer = layer
  new PerformanceObserver(list => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      win.__shifts.push({
        startTime: entry.startTime,
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
      })
    }
  }).observe({ type: `layout-shift`, buffered: true })
}

describe(`web vitals (gatsby-plugin-google-tagmanager, enableWebVitalsTracking)`, () => {
  it(`reports CLS x1000 rounded, 3000 ms after the last layout shift`, async () => {
    const { page, context } = await newPage(site)
    await page.route(`https://www.googletagmanager.com/**`, route =>
      route.fulfill({ contentType: `text/javascript`, body: TAG_MANAGER_STAND_IN }),
    )
    await page.addInitScript(recordDataLayerAndShifts)
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    const vitals = (name: string) =>
      page.evaluate(
        metric =>
          (window.__pushes ?? []).filter(
            push =>
              push.entry.event === `core-web-vitals` && push.entry.webVitalsMeasurement?.name === metric,
          ),
        name,
      )
    // LCP is reported (debounced) once web-vitals observes the page: from then on it sees each shift as it happens.
    await page.waitForFunction(
      () => (window.__pushes ?? []).some(push => push.entry.webVitalsMeasurement?.name === `LCP`),
      null,
      { timeout: 10000 },
    )
    await expect(vitals(`CLS`)).resolves.toEqual([])

    // Two shifts 1.5 s apart: a debounced report comes 3 s after the second, none 3 s after the first.
    await page.evaluate(async () => {
      const shift = () => {
        const spacer = document.createElement(`div`)
        spacer.style.height = `240px`
        document.getElementById(`main-content`)?.prepend(spacer)
      }
      shift()
      await new Promise(resolve => setTimeout(resolve, 1500))
      shift()
    })
    await page.waitForFunction(
      () => (window.__pushes ?? []).some(push => push.entry.webVitalsMeasurement?.name === `CLS`),
      null,
      { timeout: 8000 },
    )

    const shifts = (await page.evaluate(() => window.__shifts ?? [])).filter(shift => !shift.hadRecentInput)
    expect(shifts.length).toBeGreaterThanOrEqual(2)
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(Math.round(cls * 1000)).toBeGreaterThan(0)
    const reports = await vitals(`CLS`)
    expect(reports).toHaveLength(1)
    const [report] = reports
    expect(report.entry.webVitalsMeasurement).toEqual({
      name: `CLS`,
      id: expect.stringMatching(/^v1-/),
      value: Math.round(cls * 1000),
    })
    const lastShift = Math.max(...shifts.map(shift => shift.startTime))
    expect(report.at - lastShift).toBeGreaterThanOrEqual(2950)
    expect(report.at - lastShift).toBeLessThan(4500)
    await context.close()
  })
})
