import { brokenLinks, hrefsIn, idsIn, resolveHref } from "../../src/lib/link-check"

const pages = [
  {
    path: `/documentation/a/`,
    source: `content/documentation/a/index.md`,
    html: `<h2 id="setup">Setup</h2><a href="/documentation/b/#usage">b</a>`,
  },
  {
    path: `/documentation/b/`,
    source: `content/documentation/b/index.md`,
    html: `<h2 id="usage">Usage</h2><a href="#setup">here</a><a href="https://example.com/">ext</a>`,
  },
]
const known = new Set([`/documentation/a/`, `/documentation/b/`])

describe(`brokenLinks`, () => {
  it(`passes links and anchors that resolve`, () => {
    expect(brokenLinks([pages[0]], known)).toEqual([])
  })

  it(`names the file and link of a missing page`, () => {
    const html = `<a href="/documentation/missing/">x</a>`
    expect(brokenLinks([{ ...pages[0], html }], known)).toEqual([
      expect.stringMatching(
        /^content\/documentation\/a\/index.md: link \/documentation\/missing\/ .*not a page/,
      ),
    ])
  })

  it(`names a missing anchor, on the same page or another`, () => {
    expect(brokenLinks(pages, known)).toEqual([
      expect.stringContaining(`#setup, which is not a heading or id on /documentation/b/`),
    ])
  })

  it(`asks for the trailing slash`, () => {
    expect(brokenLinks([{ ...pages[0], html: `<a href="/documentation/b">b</a>` }], known)).toEqual([
      expect.stringContaining(`should be written /documentation/b/`),
    ])
  })

  it(`accepts ids the template renders outside the markdown`, () => {
    const html = `<a href="/api/x/#list-things">x</a>`
    expect(
      brokenLinks(
        [
          { ...pages[0], html },
          { path: `/api/x/`, source: `api.yaml`, html: `` },
        ],
        new Set([...known, `/api/x/`]),
        new Map([[`/api/x/`, new Set([`list-things`])]]),
      ),
    ).toEqual([])
  })
})

describe(`hrefs`, () => {
  it(`reads hrefs and ignores external ones`, () => {
    expect(hrefsIn(`<a class="x" href="/a/?q=1&amp;b=2">a</a>`)).toEqual([`/a/?q=1&b=2`])
    expect(resolveHref(`https://example.com/x`, `/a/`)).toBeUndefined()
    expect(resolveHref(`mailto:x@example.com`, `/a/`)).toBeUndefined()
  })
})

describe(`links as a browser reads them`, () => {
  const check = (html: string) => brokenLinks([{ ...pages[0], html }], known)

  it(`reads single-quoted, unquoted and entity-encoded hrefs`, () => {
    expect(
      hrefsIn(
        `<a href='/documentation/b/'>b</a><a href=/documentation/a/>a</a><a href="&#x2F;documentation&#47;">c</a>`,
      ),
    ).toEqual([`/documentation/b/`, `/documentation/a/`, `/documentation/`])
    expect(check(`<a href='/documentation/missing/'>x</a>`)).toEqual([
      expect.stringMatching(/link \/documentation\/missing\/ points to/),
    ])
  })

  it(`resolves relative links against the page, and asks for the absolute path`, () => {
    expect(resolveHref(`../b/`, `/documentation/a/`)).toEqual({
      path: `/documentation/b/`,
      anchor: undefined,
      nonCanonical: true,
    })
    expect(check(`<a href="../b/">b</a>`)).toEqual([
      expect.stringContaining(`link ../b/ should be written /documentation/b/ (an absolute path`),
    ])
    expect(check(`<a href="../missing/">m</a>`)).toEqual([
      expect.stringContaining(`link ../missing/ points to /documentation/missing/, which is not a page`),
    ])
    expect(check(`<a href="sub/">s</a>`)).toEqual([
      expect.stringContaining(`points to /documentation/a/sub/`),
    ])
  })

  it(`finds ids in any quoting`, () => {
    expect(idsIn(`<h2 id='setup'>S</h2><div id=x></div>`)).toEqual(new Set([`setup`, `x`]))
  })
})
