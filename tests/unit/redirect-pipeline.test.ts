/** @jest-environment node */
import { buildRedirects, normalizeRedirectPath } from "../../redirects/pipeline"
import { defineFamily } from "../../redirects/types"

const pages = new Set([
  `/documentation/`,
  `/api-reference/ticketing/tickets/tickets/`,
  `/api-reference/ticketing/users/users/`,
])
const family = (map: Record<string, string>, module = `redirects/families/test.ts`) =>
  defineFamily(`test`, module, map)

describe(`normalizeRedirectPath`, () => {
  it.each([
    [`rest_api/docs/core/tickets`, `/rest_api/docs/core/tickets/`],
    [`/rest_api/docs/core/tickets/`, `/rest_api/docs/core/tickets/`],
    [`/documentation/rest_api/tickets.html`, `/documentation/rest_api/tickets.html`],
    [`/{product}-apps/docs`, `/acme-apps/docs/`],
    [`/`, `/`],
  ])(`%s -> %s`, (input, output) => expect(normalizeRedirectPath(input)).toBe(output))
})

describe(`buildRedirects`, () => {
  it(`emits normalised rules with the three flags`, () => {
    const { rules, problems } = buildRedirects(
      [family({ "rest_api/docs/core/tickets": `/api-reference/ticketing/tickets/tickets` })],
      pages,
    )
    expect(problems).toEqual([])
    expect(rules).toEqual([
      expect.objectContaining({
        fromPath: `/rest_api/docs/core/tickets/`,
        toPath: `/api-reference/ticketing/tickets/tickets/`,
        isPermanent: true,
        ignoreCase: true,
        redirectInBrowser: true,
      }),
    ])
  })

  it(`merges identical duplicates, even in another letter case`, () => {
    const { rules, problems } = buildRedirects(
      [family({ "/a": `/documentation/`, "/A/": `/documentation/` })],
      pages,
    )
    expect(problems).toEqual([])
    expect(rules).toHaveLength(1)
  })

  const cases: Array<[string, Record<string, string>, RegExp]> = [
    [
      `a target that is not a built page`,
      { "/old": `/documentation/nowhere/` },
      /target is not a built page/,
    ],
    [
      `a chain`,
      { "/old": `/older/`, "/older": `/documentation/` },
      /chain of redirects .*point it straight at "\/documentation\/"/,
    ],
    [`a loop`, { "/a": `/b/`, "/b": `/a/` }, /loop/],
    [
      `one fromPath with two targets`,
      { "/a": `/documentation/`, "/A": `/api-reference/ticketing/users/users/` },
      /already goes to/,
    ],
    [
      `a fromPath that is a real page`,
      { "/Documentation": `/api-reference/ticketing/users/users/` },
      /is a real page/,
    ],
    [`a target outside the site`, { "/a": `https://example.com/` }, /outside the site/],
    [`a malformed path`, { "/a b": `/documentation/` }, /malformed path/],
    [`a path with a query`, { "/a?x=1": `/documentation/` }, /malformed path/],
  ]
  it.each(cases)(`stops on %s, naming the module and rule`, (_name, map, message) => {
    const { problems } = buildRedirects([family(map, `redirects/families/broken.ts`)], pages)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.join(`\n`)).toMatch(message)
    expect(problems[0]).toMatch(/^redirects\/families\/broken.ts: rule "/)
  })
})
