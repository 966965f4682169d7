import { isFilePath } from "../../src/lib/file-paths"
import { expandProductTokens, folderToPagePath, pagePathOfFile, withTrailingSlash } from "../../src/lib/paths"

describe(`withTrailingSlash`, () => {
  it.each([
    [`/documentation/api-basics`, `/documentation/api-basics/`],
    [`/documentation/api-basics/`, `/documentation/api-basics/`],
    [`/`, `/`],
    [`/rest_api/docs/core/tickets?x=1#y`, `/rest_api/docs/core/tickets/?x=1#y`],
    [`/documentation/rest_api/tickets.html`, `/documentation/rest_api/tickets.html`],
    [`/sitemap-index.xml`, `/sitemap-index.xml`],
    [`/api-reference/ticketing/openapi.json`, `/api-reference/ticketing/openapi.json`],
    [`/app.js`, `/app.js`],
    [`/app.js.map`, `/app.js.map`],
    [`/robots.txt`, `/robots.txt`],
    [`/guide.pdf`, `/guide.pdf`],
    [`/page.HTML`, `/page.HTML`],
  ])(`%s -> %s`, (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected)
  })

  it(`treats only the listed extensions as files`, () => {
    expect(isFilePath(`/a.yaml`)).toBe(false)
    expect(withTrailingSlash(`/v1.2`)).toBe(`/v1.2/`)
  })
})

describe(`product tokens`, () => {
  it(`expands slug and name from site configuration`, () => {
    expect(expandProductTokens(`/documentation/{product}-web-widget-sdks/ for {Product}`)).toBe(
      `/documentation/acme-web-widget-sdks/ for Acme`,
    )
  })

  it(`turns a content folder into its page path`, () => {
    expect(folderToPagePath(`documentation/{product}-web-widget-sdks/sdks/ios`)).toBe(
      `/documentation/acme-web-widget-sdks/sdks/ios/`,
    )
  })
})

describe(`pagePathOfFile`, () => {
  it(`gives a page's URL path from its HTML file, and nothing for other files`, () => {
    expect(pagePathOfFile(`documentation/webhooks/index.html`)).toBe(`/documentation/webhooks/`)
    expect(pagePathOfFile(`index.html`)).toBe(`/`)
    expect(pagePathOfFile(`404.html`)).toBeUndefined()
    expect(pagePathOfFile(`documentation/old-index.html`)).toBeUndefined()
  })
})
