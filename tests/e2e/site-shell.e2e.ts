import { newPage, openSite, type Site } from "./support/site"
import { TEMPLATE_SAMPLES } from "./support/samples"

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

const fetchRaw = (url: string) => fetch(url, { redirect: `manual` })

describe(`trailing-slash policy`, () => {
  it(`a page without its slash answers 301 to the slash, keeping the query`, async () => {
    const response = await fetchRaw(site.url(`/documentation/webhooks?ref=x`))
    expect(response.status).toBe(301)
    expect(response.headers.get(`location`)).toBe(`/documentation/webhooks/?ref=x`)
  })

  it(`every internal link on every template ends in a slash unless it names a file`, async () => {
    const { page, context } = await newPage(site)
    for (const pagePath of Object.values(TEMPLATE_SAMPLES)) {
      await page.goto(site.url(pagePath))
      const hrefs = await page
        .locator(`a[href^="/"]`)
        .evaluateAll(nodes => nodes.map(node => node.getAttribute(`href`) ?? ``))
      for (const href of hrefs)
        expect(href.split(/[?#]/)[0]).toMatch(/(\/|\.(html|json|js|map|txt|xml|pdf))$/)
    }
    await context.close()
  })

  it(`the sitemap lists pages with their slash and none of the redirect stubs`, async () => {
    const index = await (await fetch(site.url(`/sitemap-index.xml`))).text()
    const sitemapUrl = /<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/.exec(index)?.[1] ?? ``
    const sitemap = await (await fetch(site.url(sitemapUrl))).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => new URL(match[1]).pathname)
    expect(locs.length).toBeGreaterThan(300)
    expect(locs).toContain(`/documentation/webhooks/`)
    for (const loc of locs) expect(loc).toMatch(/\/$/)
    expect(locs.some(loc => loc.startsWith(`/rest_api/`))).toBe(false)
    // Each page once: nothing of the alias tree, its root included.
    expect(locs.filter(loc => loc.startsWith(`/documentation/classic-sdks/`))).toEqual([])
    expect(locs).toContain(`/documentation/classic-web-widget-sdks/`)
    expect(new Set(locs).size).toBe(locs.length)
    const html = await (await fetch(site.url(`/documentation/`))).text()
    expect(html).toContain(`<link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/>`)
  })
})

describe(`404`, () => {
  it(`an unknown path answers 404 with the not-found page and a way back`, async () => {
    const { page, context } = await newPage(site)
    const response = await page.goto(site.url(`/no/such/page/`))
    expect(response?.status()).toBe(404)
    await expect(page.locator(`h1`).textContent()).resolves.toBe(`Page not found`)
    await expect(page.locator(`main a[href="/documentation/"]`).count()).resolves.toBe(1)
    await context.close()
  })
})

describe(`head tags and site files`, () => {
  it.each(Object.entries(TEMPLATE_SAMPLES))(
    `%s has a canonical link and a description`,
    async (_kind, pagePath) => {
      const html = await (await fetch(site.url(pagePath))).text()
      expect(html).toContain(`<link rel="canonical" href="https://developer.acme.com${pagePath}"`)
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    },
  )

  it(`robots.txt points at the sitemap`, async () => {
    const text = await (await fetch(site.url(`/robots.txt`))).text()
    expect(text).toContain(`Sitemap: https://developer.acme.com/sitemap-index.xml`)
  })

  it(`the web manifest has the product's constants, an icon, and pages link it with a favicon`, async () => {
    const manifest = await (await fetch(site.url(`/manifest.webmanifest`))).json()
    expect(manifest).toMatchObject({
      name: `Acme Developer Documentation`,
      display: `minimal-ui`,
      background_color: `#ffffff`,
      theme_color: `#ffffff`,
    })
    expect(manifest.icons.length).toBeGreaterThan(0)
    expect((await fetch(new URL(manifest.icons[0].src, site.url(`/manifest.webmanifest`)))).status).toBe(200)
    const html = await (await fetch(site.url(`/documentation/`))).text()
    expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/)
    const favicon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
    expect(favicon).toBeTruthy()
    expect((await fetch(site.url(favicon ?? ``))).status).toBe(200)
  })
})

describe(`API descriptions and the changelog feed`, () => {
  it(`each API introduction links a download that serves a parseable OpenAPI document`, async () => {
    const html = await (await fetch(site.url(`/api-reference/ticketing/introduction/`))).text()
    const href = /href="(\/api-reference\/ticketing\/openapi\.json)"/.exec(html)?.[1]
    expect(href).toBe(`/api-reference/ticketing/openapi.json`)
    const document = await (await fetch(site.url(href ?? ``))).json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths).length).toBeGreaterThan(100)
    expect(JSON.stringify(document)).not.toContain(`{product}`)
  })

  it(`the changelog lists entries newest first and has an RSS feed`, async () => {
    const html = await (await fetch(site.url(`/api-reference/changelog/changelog/`))).text()
    // The entries' dates, not the page's own "Last updated" below them.
    const entries = html.slice(0, html.indexOf(`class="page-facts"`))
    const dates = [...entries.matchAll(/<time dateTime="([0-9-]+)">/g)].map(match => match[1])
    expect(dates.length).toBeGreaterThan(10)
    expect([...dates].sort().reverse()).toEqual(dates)
    const feed = await (await fetch(site.url(`/api-reference/changelog/feed.xml`))).text()
    expect(feed.match(/<item>/g)?.length).toBe(dates.length)
  })
})

describe(`service worker`, () => {
  it(`registers /sw.js on http://localhost`, async () => {
    const { page, context } = await newPage(site, { serviceWorkers: `allow` })
    await page.goto(site.url(`/documentation/`))
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
    expect(scriptUrl).toBe(site.url(`/sw.js`))
    await context.close()
  })
})
