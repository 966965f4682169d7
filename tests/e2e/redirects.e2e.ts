import type { Page } from "playwright-core"
import { expectedH1, sampledRules, variantsOf } from "./support/redirect-matrix"
import { oldAddressesSeen } from "./support/reference"
import { withTrailingSlash } from "../../src/lib/paths"
import { navigateInApp } from "./support/gatsby-window"
import { hydrated, newPage, openSite, type Site } from "./support/site"

// The redirect matrix: rules from every family × every variant × {first load,
// link click, navigate()}, with service workers blocked and allowed. Each run must end on the target
// with the same query and hash, its h1 visible, no page error, and the 404 heading never painted.

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

const NOT_FOUND_WATCH = () => {
  const check = () => {
    const heading = document.querySelector(`h1`)
    if (
      heading?.textContent === `Page not found` &&
      getComputedStyle(document.documentElement).display !== `none`
    ) {
      ;(window as Window & { reportNotFoundPaint?: (url: string) => void }).reportNotFoundPaint?.(
        location.href,
      )
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

type Mode = `first load` | `link click` | `navigate()`

async function go(page: Page, mode: Mode, address: string, url: (path: string) => string): Promise<void> {
  if (mode === `first load`) {
    await page.goto(url(address))
    return
  }
  // In-app modes start from the page the previous step landed on (always a page of the app).
  await page.waitForFunction(() => typeof window.___navigate === `function`)
  if (mode === `link click`) {
    // A link in rendered content, caught by gatsby-plugin-catch-links and routed in the app.
    await page.evaluate(href => {
      const link = document.createElement(`a`)
      link.href = href
      link.textContent = `old link`
      link.id = `old-link`
      document.body.append(link)
    }, address)
    await page.click(`#old-link`)
  } else {
    // What gatsby's navigate() does: the site's trailing-slash rule, then the router.
    await navigateInApp(page, withTrailingSlash(address))
  }
}

/** In-app modes must start elsewhere than the target; move there in the app, not with a full load. */
async function leaveTarget(page: Page): Promise<void> {
  // After a full load, a navigation started before Gatsby's first render races it and can be lost.
  await hydrated(page)
  const start = toPathOfStart(page.url())
  await navigateInApp(page, start)
  await page.waitForURL(url => url.pathname === start)
  await page.waitForFunction(
    expected => document.querySelector(`h1`)?.textContent === expected,
    start === `/documentation/` ? `Developer documentation` : `Webhooks`,
  )
}

function toPathOfStart(current: string): string {
  return new URL(current).pathname === `/documentation/webhooks/`
    ? `/documentation/`
    : `/documentation/webhooks/`
}

const modes: Array<Mode> = [`first load`, `link click`, `navigate()`]

describe.each([`block`, `allow`] as const)(`service workers %sed`, serviceWorkers => {
  const rules = sampledRules(serviceWorkers === `block` ? 2 : 1)

  it.each(rules.map(rule => [rule.family, rule.fromPath, rule.toPath]))(
    `%s: %s -> %s`,
    async (_family, fromPath, toPath) => {
      const { page, context, errors } = await newPage(site, { serviceWorkers })
      const painted: Array<string> = []
      await page.exposeFunction(`reportNotFoundPaint`, (href: string) => painted.push(href))
      await page.addInitScript(NOT_FOUND_WATCH)
      const heading = expectedH1(toPath)
      for (const variant of variantsOf(fromPath)) {
        for (const mode of modes) {
          if (mode !== `first load`) await leaveTarget(page)
          await go(page, mode, variant.address, site.url)
          await page.waitForURL(url => url.pathname === toPath, { timeout: 10000 })
          await page.waitForFunction(text => document.querySelector(`h1`)?.textContent === text, heading, {
            timeout: 10000,
          })
          const url = new URL(page.url())
          expect(`${mode} ${variant.name}: ${url.pathname}${url.search}${url.hash}`).toBe(
            `${mode} ${variant.name}: ${toPath}${variant.search}${variant.hash}`,
          )
          await expect(page.locator(`h1`).isVisible()).resolves.toBe(true)
        }
      }
      expect(painted).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
    180000,
  )
})

/**
 * In the browser, on a plain bucket (stubs and the 404 page's lookup), a sample of the old links seen in
 * the wild: every one with a fragment, and every fifth of the rest. All of them are requested over plain
 * HTTP against nginx and `npm start` in crawler-view.e2e.ts, and resolved by the unit tests.
 */
function sampleOfSeen() {
  return oldAddressesSeen().filter((old, index) => old.fragments.length > 0 || index % 5 === 0)
}

describe(`old addresses seen in the wild`, () => {
  it(`land on a page on first load, keeping their fragment`, async () => {
    const { page, context, errors } = await newPage(site)
    const stranded: Array<string> = []
    for (const old of sampleOfSeen()) {
      const hash = old.fragments[0] ? `#${old.fragments[0]}` : ``
      const response = await page.goto(site.url(`${old.oldPath}${hash}`))
      await page.waitForLoadState(`load`)
      await page.waitForFunction(
        () =>
          document.querySelector(`h1`) !== null &&
          getComputedStyle(document.documentElement).display !== `none`,
      )
      const url = new URL(page.url())
      const h1 = await page.locator(`h1`).first().textContent()
      if (h1 === `Page not found` || (response?.status() === 404 && url.pathname === old.oldPath))
        stranded.push(`${old.oldPath}: not redirected`)
      else if (old.newPath && url.pathname !== old.newPath)
        stranded.push(`${old.oldPath}: went to ${url.pathname}, expected ${old.newPath}`)
      else if (url.hash !== hash) stranded.push(`${old.oldPath}: lost its fragment ${hash}`)
    }
    expect(stranded).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 300000)
})
