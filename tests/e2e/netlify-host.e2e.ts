import fs from "fs"
import path from "path"
import { withoutTrailingSlash } from "../../redirects/hosts/netlify"
import { createNetlifyEngine, type NetlifyEngine } from "../support/netlify-engine"
import { plannedRedirects } from "./support/redirect-matrix"
import { assertBuilt, PUBLIC_DIR } from "./support/site"

/**
 * The build's Netlify output (public/_redirects and netlify.toml), answered by Netlify's own parser
 * (@netlify/redirect-parser) and matcher (netlify-redirector), over the built files: a stub at an old
 * address must not win over its rule.
 */
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
  expect(engine.rules.length).toBeGreaterThanOrEqual(plan.rules.length + plan.fallbacks.length)
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

it(`sends any other address under a family to its fallback, query kept`, () => {
  const wrong = plan.fallbacks.flatMap(fallback => {
    const answer = engine.answer(`${fallback.prefix}an-unlisted-page?x=1`)
    return answer.status === 301 && answer.location === `${fallback.toPath}?x=1`
      ? []
      : [`${fallback.prefix}: ${answer.status} ${answer.location}`]
  })
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
