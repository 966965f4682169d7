import type { Page } from "playwright-core"
import { THEME_KEY } from "../../src/config/reader"
import { hydrated, newPage, openSite, type Site } from "./support/site"
import { EXTERNAL_LINK_PAGE, PAGE_KINDS } from "./support/reader-samples"

// What a reader meets on a phone, at night and on paper: the drawer, the page's width, the theme,
// heading anchors, the scroll-spy, folding sidebar groups and the print stylesheet.

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 800 }
const GUIDE = PAGE_KINDS.guide
const API_PAGE = PAGE_KINDS[`API reference`]

async function open(path: string, viewport = PHONE, colorScheme: `light` | `dark` = `light`) {
  const opened = await newPage(site)
  await opened.page.setViewportSize(viewport)
  await opened.page.emulateMedia({ colorScheme })
  await opened.page.goto(site.url(path))
  return opened
}

/** The reader's chunk comes after `load`: its listeners are there once the drawer button works. */
async function readerReady(page: Page): Promise<void> {
  await hydrated(page)
  await page.waitForFunction(() => performance.getEntriesByName(`reader-ready`).length > 0)
}

const activeInDrawer = (page: Page) =>
  page.evaluate(() => document.getElementById(`nav-drawer`)?.contains(document.activeElement) ?? false)

describe(`on a phone (375 px)`, () => {
  it(`the menu button opens the section's navigation in a modal drawer that keeps focus and closes on Escape`, async () => {
    const { page, context, errors } = await open(API_PAGE)
    await readerReady(page)
    await expect(page.locator(`.page__sidebar`).isVisible()).resolves.toBe(false)
    const button = page.getByRole(`button`, { name: `Menu` })
    await button.click()
    const drawer = page.getByRole(`dialog`, { name: `Navigation` })
    await expect(drawer.isVisible()).resolves.toBe(true)
    await expect(button.getAttribute(`aria-expanded`)).resolves.toBe(`true`)
    await expect(
      drawer.locator(`nav[aria-label="Sidebar navigation"] a[aria-current="page"]`).count(),
    ).resolves.toBe(1)
    await expect(drawer.locator(`nav[aria-label="Main"] a`).count()).resolves.toBeGreaterThan(1)
    await expect(activeInDrawer(page)).resolves.toBe(true)
    // Around the drawer and back, both ways: focus never leaves it.
    const stops = await drawer.locator(`a[href]:visible, button:visible, summary:visible`).count()
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press(`Tab`)
      await expect(activeInDrawer(page)).resolves.toBe(true)
    }
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press(`Shift+Tab`)
      await expect(activeInDrawer(page)).resolves.toBe(true)
    }
    await page.keyboard.press(`Escape`)
    await expect(drawer.isVisible()).resolves.toBe(false)
    await expect(button.evaluate(node => node === document.activeElement)).resolves.toBe(true)
    await expect(button.getAttribute(`aria-expanded`)).resolves.toBe(`false`)
    expect(errors).toEqual([])
    await context.close()
  })

  it(`the drawer closes on its backdrop, and on a link, which opens that page`, async () => {
    const { page, context } = await open(GUIDE)
    await readerReady(page)
    const button = page.getByRole(`button`, { name: `Menu` })
    const drawer = page.locator(`#nav-drawer`)
    await button.click()
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2)
    await expect(drawer.evaluate(node => (node as HTMLDialogElement).open)).resolves.toBe(false)
    await expect(button.evaluate(node => node === document.activeElement)).resolves.toBe(true)
    await button.click()
    const link = drawer.locator(`.sidebar a:not([aria-current])`).first()
    const target = await link.getAttribute(`href`)
    await link.click()
    await page.waitForURL(url => url.pathname === target)
    await expect(drawer.evaluate(node => (node as HTMLDialogElement).open)).resolves.toBe(false)
    await expect(page.locator(`.page__sidebar a[aria-current="page"]`).getAttribute(`href`)).resolves.toBe(
      target,
    )
    await context.close()
  })

  it(`the header keeps to two short rows, "On this page" folds above the content, and "/" is not offered`, async () => {
    // A phone: a touch screen, no mouse to hover with, so no keyboard is assumed.
    const context = await site.browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      serviceWorkers: `block`,
    })
    const page = await context.newPage()
    await page.goto(site.url(GUIDE))
    const header = await page.locator(`.site-header`).boundingBox()
    expect(header?.height).toBeLessThanOrEqual(100)
    const toc = page.locator(`details.toc-details`)
    await expect(toc.isVisible()).resolves.toBe(true)
    await expect(toc.evaluate(node => (node as HTMLDetailsElement).open)).resolves.toBe(false)
    const tocTop = (await toc.boundingBox())?.y ?? Infinity
    const articleTop = (await page.locator(`article`).boundingBox())?.y ?? 0
    expect(tocTop).toBeLessThan(articleTop)
    await toc.locator(`summary`).tap()
    await expect(toc.locator(`a`).first().isVisible()).resolves.toBe(true)
    await expect(page.locator(`.page__toc`).isVisible()).resolves.toBe(false)
    await expect(page.locator(`.search__shortcut`).isVisible()).resolves.toBe(false)
    await context.close()
  })

  it(`wide tables scroll inside a labelled region a keyboard can reach`, async () => {
    const { page, context } = await open(API_PAGE)
    const regions = page.locator(`.table-scroll[role="region"][tabindex="0"]`)
    expect(await regions.count()).toBeGreaterThan(1)
    for (const region of await regions.all()) expect(await region.getAttribute(`aria-label`)).toBeTruthy()
    const wide = await regions.evaluateAll(
      nodes => nodes.filter(node => node.scrollWidth > node.clientWidth).length,
    )
    expect(wide).toBeGreaterThan(0)
    await context.close()
  })
})

describe(`no page scrolls sideways`, () => {
  const cases = Object.entries(PAGE_KINDS).flatMap(([kind, path]) =>
    [320, 375, 768].map(width => [kind, width, path] as const),
  )
  it.each(cases)(`%s at %i px`, async (_kind, width, path) => {
    const { page, context } = await open(path, { width, height: 740 })
    await hydrated(page)
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1])
    await context.close()
  })
})

describe(`on a desktop (1280 px)`, () => {
  it(`shows the sidebar and the "/" hint, not the menu button`, async () => {
    const { page, context } = await open(GUIDE, DESKTOP)
    await expect(page.locator(`.menu-button`).isVisible()).resolves.toBe(false)
    await expect(page.locator(`.page__sidebar .sidebar`).isVisible()).resolves.toBe(true)
    await expect(page.locator(`.search__shortcut`).isVisible()).resolves.toBe(true)
    await expect(page.locator(`details.toc-details`).isVisible()).resolves.toBe(false)
    await context.close()
  })

  it(`every h2 and h3 of a guide and an API page carries a named "#" link, shown on hover and focus`, async () => {
    for (const path of [GUIDE, API_PAGE]) {
      const { page, context } = await open(path, DESKTOP)
      const headings = page.locator(`article h2[id], article h3[id]`)
      expect(await headings.count()).toBeGreaterThan(2)
      const unanchored = await headings.evaluateAll(
        nodes =>
          nodes.filter(node => {
            const anchor = node.querySelector(`a.heading-anchor`)
            return anchor?.getAttribute(`href`) !== `#${node.id}` || !anchor.getAttribute(`aria-label`)
          }).length,
      )
      expect(unanchored).toBe(0)
      const heading = headings.nth(1)
      const anchor = heading.locator(`a.heading-anchor`)
      const opacity = () => anchor.evaluate(node => getComputedStyle(node).opacity)
      await expect(opacity()).resolves.toBe(`0`)
      await heading.hover()
      await expect(opacity()).resolves.toBe(`1`)
      await page.mouse.move(0, 0)
      await anchor.focus()
      await expect(opacity()).resolves.toBe(`1`)
      await context.close()
    }
  })

  it(`"On this page" marks the section scrolled to with aria-current`, async () => {
    const { page, context } = await open(API_PAGE, DESKTOP)
    await readerReady(page)
    const links = page.locator(`.page__toc a`)
    const ids = (await links.evaluateAll(nodes =>
      nodes.map(node => node.getAttribute(`href`)?.slice(1)),
    )) as Array<string>
    expect(ids.length).toBeGreaterThan(3)
    const current = () => page.locator(`.page__toc a[aria-current="true"]`).getAttribute(`href`)
    await page.waitForFunction(() => document.querySelector(`.page__toc a[aria-current="true"]`) !== null)
    await expect(current()).resolves.toBe(`#${ids[0]}`)
    for (const id of [ids[3], ids[2]]) {
      await page.evaluate(target => {
        document.getElementById(target)?.scrollIntoView({ block: `start` })
      }, id)
      await page.waitForFunction(
        target =>
          document.querySelector(`.page__toc a[aria-current="true"]`)?.getAttribute(`href`) === `#${target}`,
        id,
      )
      await expect(page.locator(`.page__toc a[aria-current]`).count()).resolves.toBe(1)
    }
    await context.close()
  })

  it(`sidebar groups fold, the current page's group is open, and a group opened stays open after a reload`, async () => {
    const { page, context } = await open(API_PAGE, DESKTOP)
    await readerReady(page)
    const groups = page.locator(`.page__sidebar details[data-group]`)
    expect(await groups.count()).toBeGreaterThan(2)
    const openGroups = () =>
      groups.evaluateAll(nodes =>
        nodes.filter(node => (node as HTMLDetailsElement).open).map(node => node.getAttribute(`data-group`)),
      )
    const current = await page
      .locator(`.page__sidebar a[aria-current="page"]`)
      .evaluate(node => node.closest(`details`)?.getAttribute(`data-group`))
    await expect(openGroups()).resolves.toEqual([current])
    const closed = groups.filter({ hasNot: page.locator(`[aria-current="page"]`) }).first()
    const name = await closed.getAttribute(`data-group`)
    await expect(closed.locator(`a`).first().isVisible()).resolves.toBe(false)
    await closed.locator(`summary`).click()
    await page.reload()
    await readerReady(page)
    await page.waitForFunction(
      group =>
        (document.querySelector(`.page__sidebar details[data-group="${group}"]`) as HTMLDetailsElement).open,
      name,
    )
    await expect(openGroups()).resolves.toEqual(expect.arrayContaining([current, name]))
    await context.close()
  })
})

describe(`the theme`, () => {
  const themeOf = (page: Page) =>
    page.evaluate(() => [
      document.documentElement.dataset.theme,
      getComputedStyle(document.body).backgroundColor,
    ])

  it(`follows the system before any of the site's JavaScript runs, so the first paint is right`, async () => {
    for (const [scheme, background] of [
      [`dark`, `rgb(13, 17, 23)`],
      [`light`, `rgb(255, 255, 255)`],
    ] as const) {
      const { page, context } = await newPage(site)
      await page.emulateMedia({ colorScheme: scheme })
      await page.route(`**/*.js`, route => route.abort())
      await page.goto(site.url(GUIDE))
      await expect(themeOf(page)).resolves.toEqual([scheme, background])
      await context.close()
    }
  })

  it(`the header's choice persists: after a reload the head script paints it, without the site's JavaScript`, async () => {
    const { page, context, errors } = await open(GUIDE, DESKTOP, `light`)
    await readerReady(page)
    await page.getByRole(`combobox`, { name: `Theme` }).selectOption(`dark`)
    await expect(themeOf(page)).resolves.toEqual([`dark`, `rgb(13, 17, 23)`])
    await expect(page.evaluate(key => localStorage.getItem(key), THEME_KEY)).resolves.toBe(`dark`)
    await page.route(`**/*.js`, route => route.abort())
    await page.reload()
    await expect(themeOf(page)).resolves.toEqual([`dark`, `rgb(13, 17, 23)`])
    await page.unroute(`**/*.js`)
    await page.reload()
    await readerReady(page)
    await expect(page.getByRole(`combobox`, { name: `Theme` }).inputValue()).resolves.toBe(`dark`)
    // "Light" wins over a dark system; "System" follows it again.
    await page.emulateMedia({ colorScheme: `dark` })
    await page.getByRole(`combobox`, { name: `Theme` }).selectOption(`light`)
    await expect(themeOf(page)).resolves.toEqual([`light`, `rgb(255, 255, 255)`])
    await page.getByRole(`combobox`, { name: `Theme` }).selectOption(`system`)
    await expect(themeOf(page)).resolves.toEqual([`dark`, `rgb(13, 17, 23)`])
    expect(errors).toEqual([])
    await context.close()
  })

  it(`the theme script is in the head, and the page's Content-Security-Policy hashes it`, async () => {
    const { page, context } = await open(GUIDE, DESKTOP)
    const csp = await page.locator(`meta[http-equiv="Content-Security-Policy"]`).getAttribute(`content`)
    // Locators skip a script's text, so the head's scripts are read in the page.
    const script = await page.evaluate(
      key =>
        [...document.head.querySelectorAll(`script:not([src])`)].find(node => node.textContent?.includes(key))
          ?.textContent,
      THEME_KEY,
    )
    expect(script).toContain(THEME_KEY)
    const hash = await page.evaluate(async text => {
      const digest = await crypto.subtle.digest(`SHA-256`, new TextEncoder().encode(text))
      return btoa(String.fromCharCode(...new Uint8Array(digest)))
    }, script ?? ``)
    expect(csp).toContain(`'sha256-${hash}'`)
    await context.close()
  })
})

describe(`print`, () => {
  it(`prints the content only: every tab panel under its label, code wrapped, external addresses shown`, async () => {
    const { page, context } = await open(PAGE_KINDS[`SDK page`], DESKTOP, `dark`)
    await hydrated(page)
    await page.emulateMedia({ media: `print`, colorScheme: `dark` })
    for (const selector of [
      `.site-header`,
      `.page__sidebar`,
      `.page__toc`,
      `.toc-details`,
      `.search`,
      `.copy-button`,
      `[role="tablist"]`,
      `.site-footer`,
    ])
      await expect(page.locator(selector).first().isVisible()).resolves.toBe(false)
    const panels = page.locator(`[role="tabpanel"]`)
    expect(await panels.count()).toBeGreaterThan(1)
    const printed = await panels.evaluateAll(nodes =>
      nodes.map(node => [getComputedStyle(node).display, getComputedStyle(node, `::before`).content]),
    )
    const labels = await page.locator(`[role="tab"]`).allTextContents()
    expect(printed).toEqual(labels.map(label => [`block`, `"${label}"`]))
    await expect(
      page
        .locator(`pre`)
        .first()
        .evaluate(node => getComputedStyle(node).whiteSpace),
    ).resolves.toBe(`pre-wrap`)
    // Paper is light whatever the screen's theme.
    await expect(page.evaluate(() => getComputedStyle(document.body).color)).resolves.toBe(`rgb(31, 35, 40)`)
    await page.goto(site.url(EXTERNAL_LINK_PAGE))
    const link = page.locator(`article a[href^="https://"]`).first()
    const href = await link.getAttribute(`href`)
    await expect(link.evaluate(node => getComputedStyle(node, `::after`).content)).resolves.toBe(
      `" (${href})"`,
    )
    await context.close()
  })
})
