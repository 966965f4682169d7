/** @jest-environment node */
import { addressTable, fallbackList, planRedirects } from "../../redirects/pipeline"
import { defineFamily, type AddressPairs } from "../../redirects/types"

const pages = new Set([
  `/documentation/`,
  `/api-reference/ticketing/tickets/tickets/`,
  `/api-reference/ticketing/users/users/`,
])
const family = (rules: AddressPairs, fallbacks: AddressPairs = [], module = `redirects/families/test.ts`) =>
  defineFamily({ name: `test`, module, rules, fallbacks })

describe(`planRedirects`, () => {
  it(`plans each rule with its key, its page and its family`, () => {
    const { rules, problems } = planRedirects(
      [family([[`rest_api/docs/core/tickets`, `/api-reference/ticketing/tickets/tickets`]])],
      pages,
    )
    expect(problems).toEqual([])
    expect(rules).toEqual([
      {
        fromPath: `/rest_api/docs/core/tickets`,
        key: `/rest_api/docs/core/tickets/`,
        toPath: `/api-reference/ticketing/tickets/tickets/`,
        family: `test`,
        module: `redirects/families/test.ts`,
      },
    ])
  })

  it(`expands the product token in old addresses and targets`, () => {
    const { rules } = planRedirects([family([[`/{product}-apps/docs`, `/documentation/`]])], pages)
    expect(rules[0].fromPath).toBe(`/acme-apps/docs`)
  })

  const cases: Array<[string, AddressPairs, RegExp]> = [
    [`a target that is not a page`, [[`/old`, `/documentation/nowhere/`]], /target is not a page/],
    [
      `a chain`,
      [
        [`/old`, `/older/`],
        [`/older`, `/documentation/`],
      ],
      /chain of redirects .*point it straight at "\/documentation\/"/,
    ],
    [
      `a loop`,
      [
        [`/a`, `/b/`],
        [`/b`, `/a/`],
      ],
      /loop/,
    ],
    [
      `one old address listed twice, even with the same target`,
      [
        [`/a`, `/documentation/`],
        [`/a/`, `/documentation/`],
      ],
      /listed twice/,
    ],
    [
      `the same old address in another case or with .html`,
      [
        [`/a`, `/documentation/`],
        [`/A.html`, `/api-reference/ticketing/users/users/`],
      ],
      /listed twice/,
    ],
    [
      `an old address that is a page`,
      [[`/Documentation/index.html`, `/api-reference/ticketing/users/users/`]],
      /is the page \/documentation\//,
    ],
    [`a target outside the site`, [[`/a`, `https://example.com/`]], /outside the site/],
    [`an old address outside the site`, [[`//evil.com/a`, `/documentation/`]], /outside the site/],
    [`whitespace`, [[`/a b`, `/documentation/`]], /contains whitespace, .*write a space as %20/],
    [
      `a splat`,
      [[`/old/*`, `/documentation/`]],
      /contains \*, which Netlify's and Cloudflare's _redirects read as a splat/,
    ],
    [`a placeholder`, [[`/:section`, `/documentation/`]], /segment starting with :, .*placeholder/],
    [
      `a force flag`,
      [[`/a!`, `/documentation/`]],
      /contains !, which Netlify's _redirects reads as its force flag/,
    ],
    [`an invisible character`, [[`/a\u200bb`, `/documentation/`]], /malformed path/],
    [`the service worker`, [[`/sw.js`, `/documentation/`]], /belongs to the service worker/],
    [`page data`, [[`/page-data/app-data.json`, `/documentation/`]], /belongs to Gatsby's page data/],
    [
      `a chunk at the root`,
      [[`/App-0123.JS`, `/documentation/`]],
      /belongs to the build's files at the site root/,
    ],
    [`the Partytown proxy`, [[`/__third-party-proxy`, `/documentation/`]], /belongs to the Partytown proxy/],
    [
      `a segment too long for a file name`,
      [[`/${`a`.repeat(256)}`, `/documentation/`]],
      /segment of 256 bytes.*at most 255 bytes/,
    ],
    [
      `an address too long for a bucket key`,
      [[`/${`ab/`.repeat(340)}`, `/documentation/`]],
      /is 1021 bytes long.*1,024 bytes/,
    ],
    [`a query`, [[`/a?x=1`, `/documentation/`]], /malformed path/],
    [`markup`, [[`/a</script><script>alert(1)`, `/documentation/`]], /malformed path/],
    [`a quote`, [[`/a"b`, `/documentation/`]], /malformed path/],
    [`a dot segment`, [[`/a/../b`, `/documentation/`]], /malformed path/],
    [
      `percent-encoding`,
      [[`/caf%C3%A9/menu`, `/documentation/`]],
      /percent-encoded; write it decoded, as \/café\/menu/,
    ],
    [`an escaped splat`, [[`/a%2A`, `/documentation/`]], /percent-encoded, and decoded it contains \*/],
    [`a bare %`, [[`/100%`, `/documentation/`]], /a % that starts no escape/],
  ]
  it.each(cases)(`reports %s, naming the module and rule`, (_name, rules, message) => {
    const { problems } = planRedirects([family(rules, [], `redirects/families/broken.ts`)], pages)
    expect(problems.join(`\n`)).toMatch(message)
    expect(problems[0]).toMatch(/^redirects\/families\/broken.ts: rule "/)
  })

  it(`keeps addresses beyond ASCII and with spaces, written decoded with %20 for a space`, () => {
    const plan = planRedirects(
      [
        family([
          [`/café/menu`, `/documentation/`],
          [`/old%20page/`, `/documentation/`],
        ]),
      ],
      pages,
    )
    expect(plan.problems).toEqual([])
    expect(plan.rules.map(rule => rule.key)).toEqual([`/café/menu/`, `/old page/`])
  })

  it(`names both modules when two families list one old address`, () => {
    const { problems } = planRedirects(
      [family([[`/a`, `/documentation/`]], [], `one.ts`), family([[`/A/`, `/documentation/`]], [], `two.ts`)],
      pages,
    )
    expect(problems).toEqual([expect.stringMatching(/^two.ts: rule "\/A\/".*also in one.ts/)])
  })
})

describe(`fallbacks`, () => {
  it(`are planned as prefix keys and sorted longest first`, () => {
    const plan = planRedirects(
      [
        family(
          [],
          [
            [`/rest_api`, `/documentation/`],
            [`/rest_api/docs/core`, `/api-reference/ticketing/tickets/tickets/`],
          ],
        ),
      ],
      pages,
    )
    expect(plan.problems).toEqual([])
    expect(fallbackList(plan)).toEqual([
      [`/rest_api/docs/core/`, `/api-reference/ticketing/tickets/tickets/`],
      [`/rest_api/`, `/documentation/`],
    ])
  })

  it.each<[string, AddressPairs, RegExp]>([
    [
      `a prefix over a page`,
      [[`/api-reference/ticketing`, `/documentation/`]],
      /covers the page \/api-reference\/ticketing\/tickets\/tickets\//,
    ],
    [`a target that is not a page`, [[`/old`, `/nowhere/`]], /target is not a page/],
    [
      `a prefix listed twice`,
      [
        [`/old`, `/documentation/`],
        [`/OLD/`, `/documentation/`],
      ],
      /listed twice/,
    ],
    [`a malformed prefix`, [[`/old"stuff`, `/documentation/`]], /malformed path/],
    [`a splat prefix`, [[`/old/*`, `/documentation/`]], /splat/],
    [`a reserved prefix`, [[`/static`, `/documentation/`]], /belongs to Gatsby's hashed static files/],
  ])(`reports %s`, (_name, fallbacks, message) => {
    const { problems } = planRedirects([family([], fallbacks)], pages)
    expect(problems.join(`\n`)).toMatch(message)
    expect(problems[0]).toMatch(/^redirects\/families\/test.ts: fallback "/)
  })
})

describe(`addressTable`, () => {
  it(`holds every old address and every page under its key`, () => {
    const plan = planRedirects(
      [family([[`/Old/Tickets.html`, `/api-reference/ticketing/tickets/tickets/`]])],
      pages,
    )
    const table = addressTable(plan, pages)
    expect(table.get(`/old/tickets/`)).toBe(`/api-reference/ticketing/tickets/tickets/`)
    expect(table.get(`/documentation/`)).toBe(`/documentation/`)
    expect(table.size).toBe(4)
  })
})
