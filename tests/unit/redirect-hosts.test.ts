/** @jest-environment node */
import { browserRedirectData } from "../../redirects/hosts/browser-data"
import { cloudflareRedirects, cloudflareRoutes } from "../../redirects/hosts/cloudflare"
import { netlifyRedirects, netlifyToml } from "../../redirects/hosts/netlify"
import { nginxKey, nginxRedirects } from "../../redirects/hosts/nginx"
import { isStub, planStubFiles, STUB_SCRIPT, stubFilePath, stubPage } from "../../redirects/hosts/stubs"
import { shardOf } from "../../redirects/lookup"
import { addressTable, fallbackList, planRedirects } from "../../redirects/pipeline"
import { defineFamily } from "../../redirects/types"
import { tinyPages, tinyPlan } from "../support/tiny-table"

const pages = tinyPages
const plan = tinyPlan

describe(`stubs for plain buckets`, () => {
  it(`sit at /old/path/index.html, never /old/path.html, unless the old address was an .html file`, () => {
    expect(stubFilePath(`/rest_api/docs/core/tickets`)).toBe(`rest_api/docs/core/tickets/index.html`)
    expect(stubFilePath(`/rest_api/docs/core/tickets/`)).toBe(`rest_api/docs/core/tickets/index.html`)
    expect(stubFilePath(`/documentation/rest_api/tickets.html`)).toBe(`documentation/rest_api/tickets.html`)
    expect(stubFilePath(`/`)).toBe(`index.html`)
  })

  it(`send the browser on with query and hash, and work without JavaScript`, () => {
    const html = stubPage(`/documentation/`)
    expect(isStub(html)).toBe(true)
    expect(html).toContain(`<script>${STUB_SCRIPT}</script>`)
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/documentation/">`)
    expect(html).toContain(`<link rel="canonical" href="https://developer.acme.com/documentation/">`)
    const replace = jest.fn()
    const storage = new Map<string, string>()
    new Function(`location`, `document`, `sessionStorage`, STUB_SCRIPT)(
      { pathname: `/old/`, search: `?x=1`, hash: `#y`, replace },
      { querySelector: () => ({ href: `https://developer.acme.com/documentation/` }) },
      { setItem: (key: string, value: string) => storage.set(key, value) },
    )
    expect(replace).toHaveBeenCalledWith(`/documentation/?x=1#y`)
    expect(JSON.parse(storage.get(`docs:redirect`) ?? `{}`)).toEqual({
      from: `/old/`,
      to: `/documentation/`,
      via: `stub`,
    })
  })

  it(`never overwrite a page of the build`, () => {
    const stubs = planStubFiles(plan.rules, new Set([`rest_api/docs/core/tickets/index.html`]))
    expect(stubs.files).toEqual([
      { file: `documentation/rest_api/tickets.html`, toPath: `/api-reference/ticketing/tickets/tickets/` },
    ])
    expect(stubs.problems).toEqual([
      expect.stringMatching(/^t.ts: rule "\/rest_api\/docs\/core\/tickets".*would overwrite a page/),
    ])
  })
})

describe(`the browser's table`, () => {
  it(`puts each key in the shard shardOf names, in a folder named by the content`, () => {
    const table = addressTable(plan, pages)
    const data = browserRedirectData(table, fallbackList(plan), 2)
    expect(data.location.shards).toBe(Math.ceil(table.size / 2))
    expect(data.location.base).toMatch(/^\/redirect-data\/[0-9a-f]{12}\/$/)
    for (const [key, target] of table) {
      const shard = data.files.find(
        file => file.path === `${data.location.base}${shardOf(key, data.location.shards)}.json`,
      )
      expect(JSON.parse(shard?.body ?? `{}`)[key]).toBe(target)
    }
    const fallbacks = data.files.find(file => file.path.endsWith(`fallbacks.json`))
    expect(JSON.parse(fallbacks?.body ?? `[]`)).toEqual([
      [`/rest_api/docs/chat/`, `/api-reference/live-chat/introduction/`],
    ])
    expect(browserRedirectData(table, fallbackList(plan), 2).location.base).toBe(data.location.base)
  })
})

describe(`Cloudflare Pages`, () => {
  it(`writes one line per rule in the form published, no splat, no force marker`, () => {
    const { text, problems, beyondLimit } = cloudflareRedirects(plan)
    expect([problems, beyondLimit]).toEqual([[], 0])
    expect(text.split(`\n`).slice(1, -1)).toEqual([
      `/rest_api/docs/core/tickets /api-reference/ticketing/tickets/tickets/ 301`,
      `/documentation/rest_api/tickets.html /api-reference/ticketing/tickets/tickets/ 301`,
    ])
  })

  it(`holds at most the 2,000 lines Cloudflare reads, without stopping the build: the worker answers the rest`, () => {
    const big = planRedirects(
      [
        defineFamily({
          name: `big`,
          module: `big.ts`,
          rules: Array.from({ length: 2001 }, (_, index) => [`/old/${index}`, `/documentation/`] as const),
        }),
      ],
      pages,
    )
    const output = cloudflareRedirects(big)
    expect([output.problems, output.beyondLimit]).toEqual([[], 1])
    expect(output.text.split(`\n`).filter(line => line.startsWith(`/`))).toHaveLength(2000)
  })

  it(`keeps the worker off the build's own files, within the 100 rules of _routes.json`, () => {
    const routes = cloudflareRoutes([`/static/*`, `/*.js`])
    expect(JSON.parse(routes.text)).toEqual({ version: 1, include: [`/*`], exclude: [`/static/*`, `/*.js`] })
    expect(routes.problems).toEqual([])
    expect(cloudflareRoutes(Array.from({ length: 100 }, (_, index) => `/x${index}/*`)).problems).toEqual([
      expect.stringMatching(/^_routes.json holds at most 100 rules and the build needs 101/),
    ])
  })
})

describe(`Netlify`, () => {
  it(`forces one line per rule over the stub files, and writes no splat`, () => {
    const lines = netlifyRedirects(plan).split(`\n`)
    expect(lines).toContain(`/rest_api/docs/core/tickets /api-reference/ticketing/tickets/tickets/ 301!`)
    expect(lines.filter(line => line.includes(`*`) || line.includes(`:`))).toEqual([])
  })

  it(`declares the edge function in netlify.toml, skipping the build's files and the proxy path`, () => {
    const url = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
    const toml = netlifyToml(
      [{ fromPath: `/__third-party-proxy?url=${encodeURIComponent(url)}`, toPath: url, statusCode: 200 }],
      [`/static/*`],
      plan.rules,
    )
    expect(toml).toContain(
      `[[edge_functions]]\npath = "/*"\nexcludedPath = ["/static/*", "/__third-party-proxy"]\nfunction = "docs-redirects"`,
    )
    expect(toml).toContain(
      `from = "/__third-party-proxy"\nto = "${url}"\nstatus = 200\nforce = true\nquery = { url = "${url}" }`,
    )
  })
})

describe(`nginx`, () => {
  it(`keys entries as nginx computes them: no trailing slash, the root as the empty string`, () => {
    expect(nginxKey(`/rest_api/docs/core/tickets/`)).toBe(`/rest_api/docs/core/tickets`)
    expect(nginxKey(`/`)).toBe(``)
  })

  it(`maps old addresses, fallbacks (regex, longest first) and page spellings`, () => {
    const { httpConfig, serverConfig } = nginxRedirects(plan, pages)
    expect(httpConfig).toContain(`"/rest_api/docs/core/tickets" "/api-reference/ticketing/tickets/tickets/";`)
    expect(httpConfig).toContain(
      `"/documentation/rest_api/tickets" "/api-reference/ticketing/tickets/tickets/";`,
    )
    expect(httpConfig).toContain(`"~*^/rest_api/docs/chat(/|$)" "/api-reference/live-chat/introduction/";`)
    expect(httpConfig).toContain(`"/documentation" "/documentation/";`)
    expect(serverConfig).toContain(`if ($docs_rule) { return 301 $docs_rule$is_args$args; }`)
  })

  it(`sends HSTS and the Permissions-Policy from every location, as every host does`, () => {
    const { serverConfig } = nginxRedirects(plan, pages)
    const locations = serverConfig.split(`\n`).filter(line => line.includes(`add_header`))
    expect(locations.length).toBeGreaterThanOrEqual(3)
    for (const line of locations) {
      expect(line).toContain(
        `add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;`,
      )
      expect(line).toContain(`add_header Permissions-Policy "accelerometer=(), camera=()`)
    }
  })
})
