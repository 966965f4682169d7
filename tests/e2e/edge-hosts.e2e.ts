import fs from "fs"
import path from "path"
import { addressKey } from "../../redirects/address"
import { cacheImmutable } from "../../src/config/http-headers"
import type { HostProcess } from "../support/host-process"
import { hostSite, type HostSite } from "../support/host-site"
import { startNetlifyDev } from "../support/netlify-dev"
import { netlifyHeaderRules } from "../support/netlify-headers"
import { startWranglerPagesDev } from "../support/wrangler"
import { startGtagStandIn, GTAG_UPSTREAMS, type GtagStandIn } from "./support/gtag-stand-in"
import { hostSample, oneHopMisses } from "./support/host-sample"
import { closeAgent, get, mapConcurrently } from "./support/http"
import { plannedRedirects, sitePages } from "./support/redirect-matrix"
import { assertBuilt, PUBLIC_DIR } from "./support/site"

// Netlify and Cloudflare Pages as deployed from this build, each in its vendor's own local engine
// (`netlify dev` running the edge function in Deno; `wrangler pages dev` running `_worker.js` and the
// Pages asset server in workerd), offline, on their own ports: every spelling of the sample gets one 301
// to the exact page, `_headers` is applied, the Partytown proxy answers exactly the allowed URL. And
// without the function, the host's own rules never send a spelling to another page.

const PORTS = { cloudflare: 9921, netlify: 9922, inspector: 9923, netlifyStatic: 9924 }
const plan = plannedRedirects()
const sample = hostSample(plan, sitePages())
/** A file the build wrote beside public/ (its headers, its proxy rules). */
function builtJson(name: string) {
  return JSON.parse(fs.readFileSync(path.resolve(PUBLIC_DIR, `..`, `build`, name), `utf8`))
}

/**
 * `_headers` on a page and a hashed script. `netlify dev`'s local static server overrides a file's
 * Cache-Control with its own (tests/support/netlify-headers.ts), so on Netlify the script's is read from
 * Netlify's own rules for that path, as `netlify dev` computes them, and the rest from the answers.
 */
async function expectSiteHeaders(
  origin: string,
  host: `cloudflare` | `netlify`,
  site: HostSite,
): Promise<void> {
  const hashedScript = `/${fs.readdirSync(PUBLIC_DIR).find(name => /^app-[0-9a-f]{20}\.js$/.test(name))}`
  const [page, script] = await Promise.all([
    get(origin, `/documentation/webhooks/`),
    get(origin, hashedScript),
  ])
  expect([page.status, script.status]).toEqual([200, 200])
  expect(page.headers[`cache-control`]).toMatch(/max-age=0/)
  const scriptCache =
    host === `netlify`
      ? (await netlifyHeaderRules(path.join(site.dir, `public`, `_headers`), [hashedScript]))[0][
          `Cache-Control`
        ]
      : script.headers[`cache-control`]
  expect(scriptCache).toBe(cacheImmutable)
  for (const answer of [page, script])
    expect(answer.headers[`content-security-policy`]).toBe(
      builtJson(`site-headers.json`)[`Content-Security-Policy`],
    )
}

async function expectProxy(origin: string, standIn: GtagStandIn): Promise<void> {
  const [proxyRule] = builtJson(`proxy-rules.json`)
  const allowed = await get(origin, `/__third-party-proxy?url=${encodeURIComponent(proxyRule.target)}`)
  expect(allowed.status).toBe(200)
  expect(allowed.body).toContain(`ga-stand-in`)
  expect(standIn.requests).toContain(proxyRule.target.slice(`https://www.googletagmanager.com`.length))
  const other = `https://evil.example/gtag/js?id=G-E2ETEST`
  expect((await get(origin, `/__third-party-proxy?url=${encodeURIComponent(other)}`)).status).toBe(404)
}

describe.each([`cloudflare`, `netlify`] as const)(`%s, with its function, in its own engine`, host => {
  let site: HostSite
  let engine: HostProcess
  let standIn: GtagStandIn
  beforeAll(async () => {
    assertBuilt()
    standIn = await startGtagStandIn()
    site = hostSite(host, { upstreams: GTAG_UPSTREAMS })
    engine =
      host === `cloudflare`
        ? await startWranglerPagesDev({
            dir: site.dir,
            port: PORTS.cloudflare,
            inspectorPort: PORTS.inspector,
            bindings: { THIRD_PARTY_STAND_INS: JSON.stringify(GTAG_UPSTREAMS) },
          })
        : await startNetlifyDev({ dir: site.dir, port: PORTS.netlify, staticServerPort: PORTS.netlifyStatic })
  }, 150000)
  afterAll(async () => {
    await engine?.stop()
    await standIn?.close()
    site?.remove()
    closeAgent()
  })

  it(`answers every spelling of every sampled rule and fallback with one 301 to the exact page`, async () => {
    expect(sample.filter(item => item.fallback)).toHaveLength(plan.fallbacks.length * 10)
    expect(await oneHopMisses(engine.url, sample)).toEqual([])
  }, 180000)

  it(`serves the site's _headers: Cache-Control and the Content-Security-Policy`, async () => {
    await expectSiteHeaders(engine.url, host, site)
  })

  it(`answers the Partytown proxy for exactly the allowed URL`, async () => {
    await expectProxy(engine.url, standIn)
  })
})

describe(`cloudflare without its function: _redirects alone`, () => {
  let site: HostSite
  let engine: HostProcess
  beforeAll(async () => {
    assertBuilt()
    site = hostSite(`cloudflare`, { withoutFunction: true })
    engine = await startWranglerPagesDev({
      dir: site.dir,
      port: PORTS.cloudflare,
      inspectorPort: PORTS.inspector,
    })
  }, 150000)
  afterAll(async () => {
    await engine?.stop()
    site?.remove()
    closeAgent()
  })

  it(`never sends a spelling elsewhere: a redirect goes to the exact page, query kept, or to the same address`, async () => {
    const wrong: Array<string> = []
    let exact = 0
    await mapConcurrently(sample, 8, async ({ request, location }) => {
      const answer = await get(engine.url, request)
      const to = answer.location?.replace(engine.url, ``) ?? ``
      if (answer.status < 300 || answer.status >= 400) return
      if (to === location) exact++
      // The asset server's own redirect between spellings of one address (`/a` to `/a/`) leads nowhere else.
      else if (addressKey(to) !== addressKey(request))
        wrong.push(`${request}: ${answer.status} ${answer.location}, the page is ${location}`)
    })
    expect(wrong).toEqual([])
    expect(exact).toBeGreaterThan(plan.rules.length > 100 ? 100 : 0)
  }, 180000)
})
