import fs from "fs"
import path from "path"
import { isStub } from "../../redirects/hosts/stubs"
import { referencePagePaths } from "./support/reference"
import { newPage, openSite, PUBLIC_DIR, type Site } from "./support/site"

/** Every page of the reference map is a built page with an h1. */
function builtHtml(pagePath: string): string | undefined {
  const file = path.join(PUBLIC_DIR, pagePath, `index.html`)
  return fs.existsSync(file) ? fs.readFileSync(file, `utf8`) : undefined
}

const h1Of = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, ``)
    .trim()

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
  it.each(referencePagePaths(`/documentation/`))(`%s is a built page with an h1`, pagePath => {
    const html = builtHtml(pagePath) ?? ``
    const target = isStub(html) ? stubTarget(html) : pagePath
    expect(isStub(html)).toBe(MOVED_TO_REAL_PATHS.includes(pagePath))
    const page = builtHtml(target)
    expect(page).toBeDefined()
    expect(h1Of(page ?? ``)).toBeTruthy()
    expect(page).not.toContain(`http-equiv="refresh"`)
  })

  it.each(referencePagePaths(`/api-reference/`))(`%s is a built page with an h1`, pagePath => {
    const html = builtHtml(pagePath)
    expect(html).toBeDefined()
    expect(h1Of(html ?? ``)).toBeTruthy()
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

  it(`a sample of map pages renders its h1 after hydration, without errors`, async () => {
    const sample = [
      ...referencePagePaths(`/documentation/`),
      ...referencePagePaths(`/api-reference/`),
    ].filter((_, index) => index % 25 === 0)
    const { page, context, errors } = await newPage(site)
    for (const pagePath of sample) {
      await page.goto(site.url(pagePath))
      await expect(page.locator(`h1`).first().isVisible()).resolves.toBe(true)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
