import fs from "fs"
import path from "path"
import { addressKey } from "../../redirects/address"
import { withoutTrailingSlash } from "../../redirects/hosts/netlify"
import { hostSample } from "./support/host-sample"
import { createNetlifyEngine, type NetlifyEngine } from "../support/netlify-engine"
import { plannedRedirects, sitePages } from "./support/redirect-matrix"
import { assertBuilt, PUBLIC_DIR } from "./support/site"

// The build's Netlify rules (public/_redirects and netlify.toml), answered by Netlify's own parser
// (@netlify/redirect-parser) and matcher (netlify-redirector), over the built files: what Netlify answers
// when its edge function is off (with it, tests/e2e/edge-hosts.e2e.ts). A stub at an old address must not
// win over its rule, and no line may send a spelling of an old address to another page.

const plan = plannedRedirects()
let engine: NetlifyEngine

beforeAll(async () => {
  assertBuilt()
  engine = await createNetlifyEngine({
    redirectsFile: fs.readFileSync(path.join(PUBLIC_DIR, `_redirects`), `utf8`),
    netlifyToml: fs.readFileSync(path.resolve(PUBLIC_DIR, `..`, `netlify.toml`), `utf8`),
    publicDir: PUBLIC_DIR,
  })
}, 60000)
afterAll(() => engine.close())

it(`parses without an error`, () => {
  expect(engine.errors).toEqual([])
  expect(engine.rules.filter(rule => rule.status === 301)).toHaveLength(plan.rules.length)
})

it(`answers every rule, in both slash forms and with a query, with one 301 to its page, query kept`, () => {
  const wrong: Array<string> = []
  for (const rule of plan.rules) {
    const bare = withoutTrailingSlash(rule.fromPath)
    for (const request of [bare, `${bare}/`, `${bare}?utm_source=old&x=1`]) {
      const answer = engine.answer(request)
      const query = request.includes(`?`) ? `?${request.split(`?`)[1]}` : ``
      if (answer.status !== 301 || answer.location !== `${rule.toPath}${query}`) {
        wrong.push(`${request}: ${answer.status} ${answer.location ?? answer.file ?? ``}`)
      }
    }
  }
  expect(wrong).toEqual([])
})

it(`never sends a spelling of an old address, or an address under a family, to another page`, () => {
  // The host sample: rules across the table and every fallback, six spellings, with and without a query.
  const requests = hostSample(plan, sitePages()).map(sampled => sampled.request)
  const rules = new Map(plan.rules.map(rule => [rule.key, rule]))
  const wrong = requests.flatMap(request => {
    const answer = engine.answer(request)
    if (answer.status < 300 || answer.status >= 400) return []
    const [pathname, query] = request.split(`?`)
    const rule = rules.get(addressKey(pathname))
    const exact = rule && answer.location === `${rule.toPath}${query === undefined ? `` : `?${query}`}`
    return exact ? [] : [`${request}: ${answer.status} ${answer.location}`]
  })
  expect(requests.length).toBeGreaterThan(1500)
  expect(wrong).toEqual([])
})

it(`proxies exactly the analytics script URL through Gatsby's Partytown path, and nothing else`, () => {
  // The URL the test build allows (GATSBY_GA_MEASUREMENT_ID is set for the build, not for this process).
  const [rule] = JSON.parse(
    fs.readFileSync(path.resolve(PUBLIC_DIR, `..`, `build`, `proxy-rules.json`), `utf8`),
  )
  const analyticsScriptUrl: string = rule.target
  expect(analyticsScriptUrl).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/)
  const proxied = engine.answer(`/__third-party-proxy?url=${encodeURIComponent(analyticsScriptUrl)}`)
  expect(proxied).toMatchObject({ status: 200, proxied: analyticsScriptUrl })
  const other = engine.answer(
    `/__third-party-proxy?url=${encodeURIComponent(`https://evil.example/gtag/js?id=G-E2ETEST`)}`,
  )
  expect(other.matched).toBe(false)
})
