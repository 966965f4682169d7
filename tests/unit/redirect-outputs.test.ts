/** @jest-environment node */
import { notFoundLookupScript, redirectsFile, stubFilePath, stubPage } from "../../redirects/outputs"
import { defineFamily } from "../../redirects/types"

const [rule, htmlRule] = defineFamily(`t`, `t.ts`, {
  "/rest_api/docs/core/tickets/": `/api-reference/ticketing/tickets/tickets/`,
  "/documentation/rest_api/tickets.html": `/api-reference/ticketing/tickets/tickets/`,
}).rules

describe(`host outputs`, () => {
  it(`writes both slash forms to _redirects as 301s`, () => {
    const text = redirectsFile([rule, htmlRule])
    expect(text).toContain(`/rest_api/docs/core/tickets /api-reference/ticketing/tickets/tickets/ 301`)
    expect(text).toContain(`/rest_api/docs/core/tickets/ /api-reference/ticketing/tickets/tickets/ 301`)
    expect(text).toContain(
      `/documentation/rest_api/tickets.html /api-reference/ticketing/tickets/tickets/ 301`,
    )
  })

  it(`puts stubs at /old/path/index.html, never /old/path.html`, () => {
    expect(stubFilePath(`/rest_api/docs/core/tickets/`)).toBe(`rest_api/docs/core/tickets/index.html`)
    expect(stubFilePath(`/documentation/rest_api/tickets.html`)).toBe(`documentation/rest_api/tickets.html`)
    expect(stubFilePath(`/`)).toBe(`index.html`)
  })

  it(`stub keeps query and hash, with a meta refresh and canonical for clients without JavaScript`, () => {
    const html = stubPage(`/documentation/`)
    expect(html).toContain(`location.replace("/documentation/"+location.search+location.hash)`)
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/documentation/">`)
    expect(html).toContain(`<link rel="canonical" href="https://developer.acme.com/documentation/">`)
  })

  it(`404 lookup finds other letter cases and slash forms, keeping query and hash`, () => {
    const script = notFoundLookupScript([rule])
    const replace = jest.fn()
    const style: Record<string, string> = {}
    const run = (pathname: string) =>
      new Function(`window`, `document`, script)(
        { location: { pathname, search: `?x=1`, hash: `#y`, replace } },
        { documentElement: { style } },
      )
    run(`/REST_API/Docs/Core/Tickets`)
    expect(replace).toHaveBeenCalledWith(`/api-reference/ticketing/tickets/tickets/?x=1#y`)
    expect(style.display).toBe(`none`)
    replace.mockClear()
    run(`/not/a/rule/`)
    expect(replace).not.toHaveBeenCalled()
    const html = notFoundLookupScript([htmlRule])
    new Function(`window`, `document`, html)(
      { location: { pathname: `/Documentation/REST_API/Tickets.HTML/`, search: ``, hash: ``, replace } },
      { documentElement: { style } },
    )
    expect(replace).toHaveBeenCalledWith(`/api-reference/ticketing/tickets/tickets/`)
  })
})
