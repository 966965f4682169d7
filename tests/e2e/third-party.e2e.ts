import { cacheRevalidate } from "../../src/config/http-headers"
import type { Page, Request } from "playwright-core"
import { gtagScriptUrl } from "../../src/config/third-party"
import {
  GTAG_ORIGIN,
  GTAG_STAND_IN_SCRIPT,
  startGtagStandIn,
  type GtagStandIn,
} from "./support/gtag-stand-in"
import { TEMPLATE_SAMPLES } from "./support/samples"
import { newPage, openSite, type Site } from "./support/site"

// Off-main-thread third-party scripts: gtag.js through Gatsby's Partytown proxy,
// against the production build of `npm run build:test` (GATSBY_GA_MEASUREMENT_ID=G-E2ETEST), served with
// the proxy rules the build wrote to `_redirects`, googletagmanager.com answered by a local stand-in.

const MEASUREMENT_ID = `G-E2ETEST`
const GTAG_URL = gtagScriptUrl(MEASUREMENT_ID)
const PROXY_PATH = `/__third-party-proxy?url=${encodeURIComponent(GTAG_URL)}`

let site: Site
let standIn: GtagStandIn
beforeAll(async () => {
  standIn = await startGtagStandIn()
  site = await openSite()
})
afterAll(async () => {
  await site.close()
  await standIn.close()
})

/** Partytown needs its own service worker, so these pages allow service workers (the offline plugin's too). */
async function openGuide() {
  const opened = await newPage(site, { serviceWorkers: `allow` })
  const requests: Array<Request> = []
  opened.context.on(`request`, request => requests.push(request))
  // The tag manager's gtm.js loads on the main thread (gatsby-plugin-google-tagmanager); answer it, and
  // record anything else asked of googletagmanager.com directly.
  const direct: Array<string> = []
  await opened.context.route(`${GTAG_ORIGIN}/**`, route => {
    direct.push(route.request().url())
    return route.fulfill({ contentType: `text/javascript`, body: `` })
  })
  await opened.page.goto(site.url(TEMPLATE_SAMPLES.guide))
  return { ...opened, requests, direct }
}

/** The commands the stand-in saw in the worker's gtag queue, as the page's DOM shows them. */
async function standInCommands(page: Page, expected: string): Promise<Array<string>> {
  const handle = await page.waitForFunction(
    command => {
      const seen = JSON.parse(
        document.getElementById(`ga-stand-in`)?.getAttribute(`content`) ?? `[]`,
      ) as Array<string>
      return seen.includes(command) ? seen : null
    },
    expected,
    { timeout: 15000 },
  )
  return (await handle.jsonValue()) as Array<string>
}

const frameUrl = (request: Request) => {
  try {
    return request.frame().url()
  } catch {
    return ``
  }
}

describe(`gtag.js off the main thread (Gatsby's Script, Partytown)`, () => {
  it(`is rendered as a Partytown script that adds gtag.js from the proxy path with the exact URL`, async () => {
    const html = await (await fetch(site.url(TEMPLATE_SAMPLES.guide))).text()
    const tag = html.match(/<script[^>]*id="gtag-loader"[^>]*>[^<]*<\/script>/)?.[0] ?? ``
    expect(tag).toContain(`type="text/partytown"`)
    expect(tag).toContain(`script.src = "${PROXY_PATH}"`)
    expect(html).toContain(`data-partytown=""`)
  })

  it(`runs in the worker, fetched through the proxy, with main-thread gtag calls forwarded`, async () => {
    const { page, context, requests, direct } = await openGuide()
    await expect(standInCommands(page, `config ${MEASUREMENT_ID}`)).resolves.toEqual(
      expect.arrayContaining([`js`, `config ${MEASUREMENT_ID}`]),
    )
    await page.evaluate(() => window.gtag?.(`event`, `e2e-forwarded`))
    await expect(standInCommands(page, `event e2e-forwarded`)).resolves.toContain(`event e2e-forwarded`)

    // The element stays a Partytown script (Partytown marks it `text/partytown-x` once run): never run on the main thread.
    await expect(page.locator(`#gtag-js`).getAttribute(`type`)).resolves.toMatch(/^text\/partytown/)
    // Every request for the proxied script: Partytown's worker fetches it from its sandbox frame. The
    // site's service worker may fetch the same URL again for its cache, a request Chromium reports as
    // `other` and sometimes under the page's frame; only a `script` would be the main thread loading it.
    const proxied = requests.filter(request => request.url() === site.url(PROXY_PATH))
    expect(proxied.map(request => request.resourceType())).not.toContain(`script`)
    expect(
      proxied.some(
        request => request.resourceType() === `fetch` && frameUrl(request).includes(`/~partytown/`),
      ),
    ).toBe(true)
    expect(standIn.requests).toContain(`/gtag/js?id=${MEASUREMENT_ID}`)
    expect(direct.filter(url => url.includes(`/gtag/js`))).toEqual([])
    await context.close()
  })

  it(`still runs on a repeat visit answered from the offline plugin's app shell`, async () => {
    const { page, context } = await openGuide()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await standInCommands(page, `config ${MEASUREMENT_ID}`)
    // The offline worker answers a page from its shell once it has cached the page's resources.
    const fromShell = () => page.evaluate(() => document.head.innerHTML.includes(`disableOfflineShell`))
    for (let visit = 0; visit < 5 && !(await fromShell()); visit += 1) await page.reload()
    await expect(fromShell()).resolves.toBe(true)
    await expect(standInCommands(page, `config ${MEASUREMENT_ID}`)).resolves.toContain(`js`)
    const scopes = await page.evaluate(() =>
      navigator.serviceWorker
        .getRegistrations()
        .then(list => list.map(registration => new URL(registration.scope).pathname)),
    )
    expect(scopes.sort()).toEqual([`/`, `/~partytown/`])
    await context.close()
  })
})

describe(`Partytown's fallback (its worker not started within 10,000 ms)`, () => {
  it(`runs the scripts on the main thread, allowed by the page's policy: gtag.js loads within 10 s`, async () => {
    // Service workers refused (newPage's default): Partytown's worker never starts, so its snippet's
    // 10,000 ms timer runs each script's text on the main thread.
    const { page, context } = await newPage(site)
    await page.addInitScript(() => {
      const win = window as unknown as { __violations: Array<string> }
      win.__violations = []
      document.addEventListener(`securitypolicyviolation`, event =>
        win.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      )
    })
    const scripts: Array<Request> = []
    page.on(`request`, request => {
      if (request.url() === site.url(PROXY_PATH)) scripts.push(request)
    })
    await page.goto(site.url(TEMPLATE_SAMPLES.guide))
    const started = await page.evaluate(
      () => performance.timing.domContentLoadedEventStart - performance.timeOrigin,
    )
    await expect(standInCommands(page, `config ${MEASUREMENT_ID}`)).resolves.toEqual(
      expect.arrayContaining([`js`, `config ${MEASUREMENT_ID}`]),
    )
    const ranAt = await page.evaluate(() => performance.now())
    // The fallback's timer, not an earlier path, and within 10 s of it.
    expect(ranAt - started).toBeGreaterThanOrEqual(9500)
    expect(ranAt - started).toBeLessThan(12500)
    expect(scripts.map(request => request.resourceType())).toEqual([`script`])
    await expect(
      page.evaluate(() => typeof (window as unknown as { dataLayer: unknown }).dataLayer),
    ).resolves.toBe(`object`)
    await expect(
      page.evaluate(() => (window as unknown as { __violations: Array<string> }).__violations),
    ).resolves.toEqual([])
    await context.close()
  })
})

describe(`the third-party proxy of the static server (the build's 200 rules)`, () => {
  it(`proxies the allowed URL and answers 404 for any other`, async () => {
    const allowed = await fetch(site.url(PROXY_PATH))
    expect(allowed.status).toBe(200)
    await expect(allowed.text()).resolves.toBe(GTAG_STAND_IN_SCRIPT)
    for (const url of [
      gtagScriptUrl(`G-OTHER`),
      `${GTAG_ORIGIN}/gtag/js`,
      `https://example.com/gtag/js?id=${MEASUREMENT_ID}`,
    ]) {
      expect((await fetch(site.url(`/__third-party-proxy?url=${encodeURIComponent(url)}`))).status).toBe(404)
    }
    expect((await fetch(site.url(`/__third-party-proxy`))).status).toBe(404)
    expect(standIn.requests.filter(url => url.includes(`G-OTHER`) || !url.includes(MEASUREMENT_ID))).toEqual(
      [],
    )
  })

  it(`serves Partytown's files, revalidated (their names do not change between versions)`, async () => {
    for (const file of [`/~partytown/partytown.js`, `/~partytown/partytown-sw.js`]) {
      const response = await fetch(site.url(file))
      expect(response.status).toBe(200)
      expect(response.headers.get(`content-type`)).toMatch(/javascript/)
      expect(response.headers.get(`cache-control`)).toBe(cacheRevalidate)
    }
  })
})
