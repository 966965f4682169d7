import type { Page } from "playwright-core"
import { navigateInApp } from "./support/gatsby-window"
import { plannedRedirects } from "./support/redirect-matrix"
import { hydrated, newPage, openSite, type Site } from "./support/site"

// No old address dead-ends, in the browser on a plain bucket: an unlisted address under a family lands on
// its fallback with a "this page has moved" note; an address under no family gets the 404 page (status
// 404) with the pages its words suggest; and each redirect is reported to the data layer with its way.

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

const plan = plannedRedirects()

interface RedirectEvent {
  event: string
  from: string
  to: string
  via: string
}

async function redirectEvents(page: Page): Promise<Array<RedirectEvent>> {
  return page.evaluate(() => (window.dataLayer ?? []).filter(entry => entry.event === `redirect`) as never)
}

/** The data layer's redirect events, once there is one (the page reports in its first route update). */
async function firstRedirectEvents(page: Page): Promise<Array<RedirectEvent>> {
  await page.waitForFunction(() => (window.dataLayer ?? []).some(entry => entry.event === `redirect`))
  return redirectEvents(page)
}

async function landed(page: Page, pathname: string): Promise<void> {
  await page.waitForURL(url => url.pathname === pathname, { timeout: 10000 })
  await hydrated(page)
}

/**
 * In the browser, the first fallback of every family and every eighth of the rest: where every
 * fallback sends an unlisted address is looked up over plain HTTP in redirects.e2e.ts (the browser's
 * table as served) and crawler-view.e2e.ts (nginx and `npm start`).
 */
function sampledFallbacks(): typeof plan.fallbacks {
  const families = new Set<string>()
  return plan.fallbacks.filter((fallback, index) => {
    const first = !families.has(fallback.family)
    families.add(fallback.family)
    return first || index % 8 === 0
  })
}

describe(`an unlisted address under every family`, () => {
  it(`lands on the family's fallback, query and hash kept, with the moved note and a search for its words`, async () => {
    expect(plan.fallbacks.length).toBeGreaterThan(10)
    const { page, context, errors } = await newPage(site)
    const wrong: Array<string> = []
    for (const fallback of sampledFallbacks()) {
      const address = `${fallback.prefix}ticket_audits_of_old`
      await page.goto(site.url(`${address}?x=1#top`))
      await landed(page, fallback.toPath)
      const url = new URL(page.url())
      const note = page.locator(`aside.moved-note`)
      await note.waitFor({ timeout: 5000 }).catch(() => undefined)
      if (url.search !== `?x=1` || url.hash !== `#top`)
        wrong.push(`${address}: ${url.pathname}${url.search}${url.hash}`)
      else if (!(await note.isVisible())) wrong.push(`${address}: no moved note on ${fallback.toPath}`)
      else if (!(await note.textContent())?.includes(address))
        wrong.push(`${address}: the note does not name the old address`)
    }
    expect(wrong).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 240000)

  it(`shows suggestions for the old page's words in the note, and the note can be dismissed`, async () => {
    const fallback =
      plan.fallbacks.find(candidate => candidate.prefix.startsWith(`/rest_api/`)) ?? plan.fallbacks[0]
    const { page, context } = await newPage(site)
    await page.goto(site.url(`${fallback.prefix}ticket_audits`))
    await landed(page, fallback.toPath)
    const note = page.locator(`aside.moved-note`)
    await note.getByRole(`link`, { name: `Ticket Audits` }).waitFor()
    await note.getByRole(`button`, { name: `Dismiss` }).click()
    await expect(note.count()).resolves.toBe(0)
    await context.close()
  })

  it(`lands on the fallback in the app too, as from a link in a page`, async () => {
    const fallback = plan.fallbacks[0]
    const { page, context } = await newPage(site)
    await page.goto(site.url(`/documentation/webhooks/`))
    await hydrated(page)
    await navigateInApp(page, `${fallback.prefix}an-unlisted-page/?x=2#y`)
    await page.waitForURL(url => url.pathname === fallback.toPath)
    await page.locator(`aside.moved-note`).waitFor()
    // The note has read `moved_from`; the address bar keeps only the reader's own query and hash.
    await page.waitForURL(url => url.search === `?x=2` && url.hash === `#y`)
    expect(await redirectEvents(page)).toEqual([
      {
        event: `redirect`,
        from: `${fallback.prefix}an-unlisted-page/`,
        to: fallback.toPath,
        via: `fallback`,
      },
    ])
    await context.close()
  })
})

describe(`an address under no family`, () => {
  it(`answers 404 with the 404 page, the pages its words suggest and the section it was in`, async () => {
    const { page, context, errors } = await newPage(site)
    const response = await page.goto(site.url(`/documentation/webhooks/ticket_audits`))
    expect(response?.status()).toBe(404)
    await page.getByRole(`heading`, { level: 1, name: `Page not found` }).waitFor()
    const suggestions = page.getByRole(`region`, { name: `Were you looking for…` })
    await suggestions.getByRole(`link`, { name: `Ticket Audits` }).waitFor()
    await expect(suggestions.getByRole(`link`).count()).resolves.toBeLessThanOrEqual(3)
    await expect(page.getByRole(`link`, { name: `Webhooks`, exact: true }).count()).resolves.toBeGreaterThan(
      0,
    )
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([`/documentation/a%2Fb/`, `/no%2Fsuch%2fplace/?x=1#y`])(
    `keeps the 404 page, search box and links, for an address with an encoded slash (%s)`,
    async address => {
      const { page, context, errors } = await newPage(site)
      const response = await page.goto(site.url(address))
      expect(response?.status()).toBe(404)
      await hydrated(page)
      await page.getByRole(`heading`, { level: 1, name: `Page not found` }).waitFor()
      await expect(page.getByRole(`search`).first().getByRole(`combobox`).count()).resolves.toBe(1)
      await expect(page.getByRole(`link`, { name: `Browse the documentation` }).count()).resolves.toBe(1)
      const url = new URL(page.url())
      expect(`${url.pathname}${url.search}${url.hash}`).toBe(address.replace(/%2f/gi, `/`))
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe(`redirect hits reach the data layer`, () => {
  const rule =
    plan.rules.find(candidate => candidate.fromPath === `/rest_api/docs/core/tickets`) ?? plan.rules[1]

  // A bucket first adds the directory's slash, then serves the stub there.
  it.each([
    [`stub`, rule.fromPath, `${rule.fromPath}/`],
    [`404 lookup`, rule.fromPath.toUpperCase(), rule.fromPath.toUpperCase()],
  ])(`a first load through the %s`, async (via, address, from) => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(address))
    await landed(page, rule.toPath)
    expect(await firstRedirectEvents(page)).toEqual([{ event: `redirect`, from, to: rule.toPath, via }])
    await context.close()
  })

  it(`an in-app navigation`, async () => {
    const { page, context } = await newPage(site)
    await page.goto(site.url(`/documentation/webhooks/`))
    await hydrated(page)
    await navigateInApp(page, `${rule.fromPath}/`)
    await landed(page, rule.toPath)
    // Reported at the route update that renders the target, which may come just after the address changes.
    expect(await firstRedirectEvents(page)).toEqual([
      { event: `redirect`, from: `${rule.fromPath}/`, to: rule.toPath, via: `in-app` },
    ])
    await context.close()
  })
})
