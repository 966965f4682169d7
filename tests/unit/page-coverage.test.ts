/** @jest-environment node */
import { areaOf, coverageOf, parseRealPages, unlistedPages } from "../../src/lib/page-coverage"

const header = `path\ttitle\tseen_at`
const expand = (path: string) => path.replaceAll(`{product}`, `acme`)

describe(`parseRealPages`, () => {
  it(`reads rows and expands the product token`, () => {
    const { rows, problems } = parseRealPages(
      `${header}\n/documentation/{product}-sdks/\tSDKs\thttps://example.com/a\n`,
      `list.tsv`,
      expand,
    )
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        path: `/documentation/acme-sdks/`,
        title: `SDKs`,
        seenAt: `https://example.com/a`,
        origin: `list.tsv:2`,
      },
    ])
  })

  it(`names the line of a row without its source or trailing slash, and a wrong header`, () => {
    const { rows, problems } = parseRealPages(`path\ttitle\n/a/\tA\t\n/b\tB\tsomewhere\n`, `list.tsv`, expand)
    expect(rows).toEqual([])
    expect(problems).toEqual([
      `list.tsv:1: the header must be "path\\ttitle\\tseen_at"`,
      `list.tsv:2: /a/ says nowhere where it was seen (third column, seen_at)`,
      `list.tsv:3: "/b" is not a page path (absolute, ending in /)`,
    ])
  })
})

describe(`coverageOf`, () => {
  const row = (path: string, line: number) => ({ path, title: ``, seenAt: `x`, origin: `f.tsv:${line}` })
  const pages = new Set([`/api-reference/voice/talk-api/ivrs/`])
  const redirects = (path: string) =>
    path === `/api-reference/voice/talk-api/ivr_menus/` ? `/api-reference/voice/talk-api/ivrs/` : undefined

  it(`tells pages, stubs and missing paths apart, per area`, () => {
    const report = coverageOf(
      [
        row(`/api-reference/voice/talk-api/ivrs/`, 2),
        row(`/api-reference/voice/talk-api/ivr_menus/`, 3),
        row(`/documentation/voice/talk-sdk/`, 4),
      ],
      pages,
      redirects,
    )
    expect(report.rows.map(entry => [entry.coverage, entry.target])).toEqual([
      [`page`, undefined],
      [`stub`, `/api-reference/voice/talk-api/ivrs/`],
      [`missing`, undefined],
    ])
    expect(report.areas).toEqual([
      { area: `/api-reference/voice/`, page: 1, stub: 1, missing: 0 },
      { area: `/documentation/voice/`, page: 0, stub: 0, missing: 1 },
    ])
    expect(report.problems).toEqual([])
  })

  it(`reports a path listed twice with both lines`, () => {
    const report = coverageOf([row(`/a/b/`, 2), row(`/a/b/`, 9)], new Set([`/a/b/`]), () => undefined)
    expect(report.problems).toEqual([`f.tsv:9: /a/b/ is listed already at f.tsv:2`])
  })

  it(`takes the first two segments as the area`, () => {
    expect(areaOf(`/api-reference/ticketing/tickets/tickets/`)).toBe(`/api-reference/ticketing/`)
    expect(areaOf(`/documentation/`)).toBe(`/documentation/`)
  })
})

describe(`unlistedPages`, () => {
  it(`lists pages at no listed real path; a page and its alias are listed when either is`, () => {
    const primaryOf = (path: string) =>
      path.startsWith(`/alias/`) ? path.replace(`/alias/`, `/primary/`) : undefined
    expect(
      unlistedPages(
        [`/primary/a/`, `/alias/a/`, `/primary/b/`, `/alias/b/`, `/primary/c/`, `/alias/c/`, `/invented/`],
        new Set([`/primary/a/`, `/alias/c/`]),
        primaryOf,
      ),
    ).toEqual([`/alias/b/`, `/invented/`, `/primary/b/`])
  })
})
