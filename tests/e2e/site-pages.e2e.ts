import escapeStringRegexp from "escape-string-regexp"
import fs from "fs"
import path from "path"
import { isStub } from "../../redirects/hosts/stubs"
import { siteTitle, siteUrl } from "../../src/config/site"
import { isLandingPath } from "../../src/config/site-areas"
import { referencePagePaths } from "./support/reference"
import { newPage, openSite, PUBLIC_DIR, type Site } from "./support/site"

/** Every page of the reference map is a built page: its h1, its title, its canonical link, its place in the sidebar. */
function builtHtml(pagePath: string): string | undefined {
  const file = path.join(PUBLIC_DIR, pagePath, `index.html`)
  return fs.existsSync(file) ? fs.readFileSync(file, `utf8`) : undefined
}

/** The text of an element's HTML: tags dropped, React's entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ``)
    .replace(/&#x27;/g, `'`)
    .replace(/&quot;/g, `"`)
    .replace(/&lt;/g, `<`)
    .replace(/&gt;/g, `>`)
    .replace(/&amp;/g, `&`)
    .trim()

const h1Of = (html: string) => {
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
  return h1 === undefined ? undefined : textOf(h1)
}

/**
 * What every built page must say about itself: its `<title>` is its h1 and the site's name, its canonical
 * link is its own address, and (a page inside a section) the sidebar marks it as the current page.
 */
function expectPageOf(pagePath: string, html: string): void {
  const h1 = h1Of(html)
  expect(h1).toBeTruthy()
  // The h1, then what sets it apart site-wide (its section or API) when another page shares it.
  const title = textOf(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ``)
  expect(
    title.startsWith(`${h1} | `) || (title.startsWith(`${h1} – `) && title.endsWith(` | ${siteTitle}`)),
  ).toBe(true)
  expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${siteUrl}${pagePath}`)
  if (!isLandingPath(pagePath))
    expect(html).toMatch(new RegExp(`<a aria-current="page"[^>]* href="${escapeStringRegexp(pagePath)}"`))
}

/** Where a stub sends its reader: the path of its canonical link. */
const stubTarget = (html: string) =>
  new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? `x:`).pathname

/**
 * The first page map's guides at an invented slug moved to the real site's path (the issue of the real
 * URL tree); their old addresses redirect there. Any other row must still be a page of its own.
 */
const MOVED_TO_REAL_PATHS = [
  `/documentation/help_center/help-center-api/content-blocks-limitations/`,
  `/documentation/help_center/help-center-api/secured-requests/`,
  `/documentation/integration-services/zis-tutorials/basic/part-3-creating-a-zis-flow/`,
  `/documentation/ticketing/managing-tickets/working-with-url-properties/`,
]

describe(`the reference page map`, () => {
  it.each(referencePagePaths(`/documentation/`))(`%s is a built page that names itself`, pagePath => {
    const html = builtHtml(pagePath) ?? ``
    const target = isStub(html) ? stubTarget(html) : pagePath
    expect(isStub(html)).toBe(MOVED_TO_REAL_PATHS.includes(pagePath))
    const page = builtHtml(target)
    expect(page).toBeDefined()
    expectPageOf(target, page ?? ``)
    expect(page).not.toContain(`http-equiv="refresh"`)
  })

  it.each(referencePagePaths(`/api-reference/`))(`%s is a built page that names itself`, pagePath => {
    const html = builtHtml(pagePath)
    expect(html).toBeDefined()
    expectPageOf(pagePath, html ?? ``)
  })

  it(`resource pages generated from OpenAPI render at least one operation`, () => {
    const generated = referencePagePaths(`/api-reference/`).filter(pagePath =>
      builtHtml(pagePath)?.includes(`class="endpoint"`),
    )
    expect(generated.length).toBeGreaterThan(100)
    for (const pagePath of generated)
      expect(builtHtml(pagePath)).toMatch(/<span class="method">(GET|POST|PUT|PATCH|DELETE)<\/span>/)
  })
})

describe(`in the browser`, () => {
  let site: Site
  beforeAll(async () => (site = await openSite()))
  afterAll(() => site.close())

  it(`a sample of map pages renders its h1 after hydration, as built, without errors`, async () => {
    const sample = [
      ...referencePagePaths(`/documentation/`),
      ...referencePagePaths(`/api-reference/`),
    ].filter((_, index) => index % 25 === 0)
    const { page, context, errors } = await newPage(site)
    for (const pagePath of sample) {
      await page.goto(site.url(pagePath))
      const h1 = page.locator(`h1`).first()
      await expect(h1.isVisible()).resolves.toBe(true)
      const built = builtHtml(pagePath)
      if (built && !isStub(built)) await expect(h1.textContent()).resolves.toBe(h1Of(built))
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
