import fs from "fs"
import path from "path"
import { addressKey, decodedPath, redirectLocation } from "../../redirects/address"
import { resolveKey } from "../../redirects/lookup"
import { addressTable, fallbackList } from "../../redirects/pipeline"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { cacheImmutable, cacheRevalidate } from "../../src/config/http-headers"
import { nginxOutputDir } from "../../src/config/redirects"
import { startNginx, type RunningNginx } from "../support/nginx"
import { hostSample, oneHopMisses } from "./support/host-sample"
import { closeAgent, get, mapConcurrently } from "./support/http"
import { plannedRedirects, sitePages, variantsOf } from "./support/redirect-matrix"
import { oldAddressesSeen } from "./support/reference"
import { assertBuilt, PUBLIC_DIR } from "./support/site"

// The crawler's view: plain HTTP, no JavaScript, redirects not followed, against a real nginx running the
// build's generated include and snippet, and against `npm start` (the static server in hosted mode).
// Every old address seen in the wild and every spelling of every rule answers one 301 to its page, query
// kept; the page answers 200; never a chain.

const plan = plannedRedirects()
const table = addressTable(plan, sitePages())
/** The sample every host is held to (tests/e2e/edge-hosts.e2e.ts holds Netlify and Cloudflare to it). */
const sample = hostSample(plan, sitePages())
const fallbacks = fallbackList(plan)

interface Expectation {
  request: string
  location: string
}

/** Where a request must be sent: its target with the query, and for a fallback the old address. */
function expectationFor(request: string): Expectation | undefined {
  const [pathname, query = ``] = request.split(`?`)
  const resolution = resolveKey(addressKey(pathname), key => table.get(key), fallbacks)
  // A page asked for by its own address is served, not redirected.
  if (!resolution || (!resolution.fallback && resolution.target === decodedPath(pathname))) return undefined
  const search = query ? `?${query}` : ``
  return {
    request,
    location: redirectLocation(resolution.target, search, ``, resolution.fallback ? pathname : undefined),
  }
}

function requests(): Array<Expectation> {
  const fromFixture = oldAddressesSeen().map(old => old.oldPath)
  const fromRules = plan.rules.flatMap(rule =>
    variantsOf(rule.fromPath)
      .filter(variant => !variant.address.includes(`#`))
      .map(variant => variant.address),
  )
  const underFallbacks = plan.fallbacks.map(fallback => `${fallback.prefix}an-unlisted-page?x=1`)
  return [...new Set([...fromFixture, ...fromRules, ...underFallbacks])].flatMap(request => {
    const expectation = expectationFor(request)
    return expectation ? [expectation] : []
  })
}

/** The headers the build wrote for every host, its Content-Security-Policy included. */
function builtHeaders(): Record<string, string> {
  const headers = JSON.parse(
    fs.readFileSync(path.resolve(PUBLIC_DIR, `..`, `build`, `site-headers.json`), `utf8`),
  )
  expect(Object.keys(headers)).toContain(`Content-Security-Policy`)
  return headers
}

/** A hashed chunk is immutable; a page, robots.txt and the 404 page revalidate; every answer has the site's headers. */
async function expectCachePolicy(origin: string): Promise<void> {
  const chunk = fs.readdirSync(PUBLIC_DIR).find(name => /^app-[0-9a-f]{20}\.js$/.test(name))
  const answers = await Promise.all(
    [`/${chunk}`, `/documentation/`, `/robots.txt`, `/no-such-page/`].map(target => get(origin, target)),
  )
  expect(answers.map(answer => answer.headers[`cache-control`])).toEqual([
    cacheImmutable,
    cacheRevalidate,
    cacheRevalidate,
    cacheRevalidate,
  ])
  for (const answer of answers) {
    for (const [name, value] of Object.entries(builtHeaders()))
      expect(answer.headers[name.toLowerCase()]).toBe(value)
  }
}

async function checkHost(origin: string): Promise<Array<string>> {
  const wrong: Array<string> = []
  const expectations = requests()
  await mapConcurrently(expectations, 16, async ({ request, location }) => {
    const answer = await get(origin, request)
    if (answer.status !== 301 || answer.location !== location) {
      wrong.push(`${request}: ${answer.status} ${answer.location ?? ``}, expected 301 ${location}`)
    }
  })
  const targets = [...new Set(expectations.map(({ location }) => location.split(`?`)[0]))]
  await mapConcurrently(targets, 16, async target => {
    const answer = await get(origin, target)
    if (answer.status !== 200)
      wrong.push(`${target}: the target answers ${answer.status} ${answer.location ?? ``}, not 200`)
  })
  expect(expectations.length).toBeGreaterThan(plan.rules.length * 5)
  return wrong
}

/** What every host must answer for old addresses: the tests both hosts below share. */
function itAnswersOldAddresses(origin: () => string): void {
  it(`answers every old address and every spelling of every rule with one 301 to a page`, async () => {
    expect(await checkHost(origin())).toEqual([])
  }, 120000)

  it(`answers the host sample (rules across the table, every fallback, six spellings) with one 301 each`, async () => {
    expect(await oneHopMisses(origin(), sample)).toEqual([])
  }, 120000)

  it(`answers the issue's example with one 301 to the page, query kept`, async () => {
    const answer = await get(origin(), `/REST_API/Docs/Core/Tickets.html?x=1`)
    expect([answer.status, answer.location]).toEqual([301, `/api-reference/ticketing/tickets/tickets/?x=1`])
  })

  it(`sends the site's cache policy and headers, like every host`, async () => {
    await expectCachePolicy(origin())
  })
}

describe(`nginx with the generated include and snippet`, () => {
  let nginx: RunningNginx
  beforeAll(async () => {
    assertBuilt()
    nginx = await startNginx({
      root: PUBLIC_DIR,
      httpConfig: fs.readFileSync(path.join(nginxOutputDir, `redirects.conf`), `utf8`),
      serverConfig: fs.readFileSync(path.join(nginxOutputDir, `site.conf`), `utf8`),
    })
  })
  afterAll(() => nginx.stop())

  itAnswersOldAddresses(() => nginx.url)

  it(`serves pages, other spellings of pages, files and the 404 page`, async () => {
    expect((await get(nginx.url, `/documentation/webhooks/`)).status).toBe(200)
    expect(await get(nginx.url, `/Documentation/Webhooks.html?a=1`)).toMatchObject({
      status: 301,
      location: `/documentation/webhooks/?a=1`,
    })
    expect(await get(nginx.url, `/documentation/webhooks`)).toMatchObject({
      status: 301,
      location: `/documentation/webhooks/`,
    })
    expect((await get(nginx.url, `/robots.txt`)).status).toBe(200)
    const missing = await get(nginx.url, `/documentation/no-such-page/`)
    expect(missing.status).toBe(404)
    expect(missing.body).toContain(`Page not found`)
  })
})

describe(`npm start (the static server in hosted mode)`, () => {
  let server: StaticServer
  beforeAll(async () => {
    assertBuilt()
    server = await startStaticServer({ root: PUBLIC_DIR, mode: `hosted` })
  })
  afterAll(async () => {
    await server.close()
    closeAgent()
  })

  itAnswersOldAddresses(() => server.url)
})
