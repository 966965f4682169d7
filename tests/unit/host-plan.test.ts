/** @jest-environment node */
import { browserRedirectData } from "../../redirects/hosts/browser-data"
import { planHostFiles, type HostPlanInput } from "../../redirects/hosts/plan"
import { addressTable, fallbackList, planRedirects } from "../../redirects/pipeline"
import { defineFamily, type AddressPairs } from "../../redirects/types"

// The one host planner (redirects/hosts/plan.ts) with fake routes, after Docusaurus'
// collectRedirects tests: every host's files from one table, and every problem, with no build and no disk.

const pages = new Set([
  `/documentation/`,
  `/api-reference/ticketing/tickets/tickets/`,
  `/api-reference/live-chat/introduction/`,
])
const gtag = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
const tickets = `/api-reference/ticketing/tickets/tickets/`

function input(rules: AddressPairs, overrides: Partial<HostPlanInput> = {}): HostPlanInput {
  const plan = planRedirects(
    [
      defineFamily({
        name: `t`,
        module: `t.ts`,
        rules,
        fallbacks: [[`/rest_api/docs/chat`, `/api-reference/live-chat/introduction/`]],
      }),
    ],
    pages,
  )
  return {
    plan,
    browserData: browserRedirectData(addressTable(plan, pages), fallbackList(plan), 2),
    pages,
    builtFiles: new Set([`documentation/index.html`]),
    proxyRewrites: [
      { fromPath: `/__third-party-proxy?url=${encodeURIComponent(gtag)}`, toPath: gtag, statusCode: 200 },
    ],
    host: `netlify`,
    headers: { "X-Content-Type-Options": `nosniff` },
    compileEdge: (host, site) => JSON.stringify({ host, site }),
    ...overrides,
  }
}

const oldAddresses: AddressPairs = [
  [`/rest_api/docs/core/tickets`, tickets],
  [`/documentation/rest_api/tickets.html`, tickets],
]

function body(files: Array<{ path: string; body: string }>, path: string): string | undefined {
  return files.find(file => file.path === path)?.body
}

describe(`planHostFiles`, () => {
  it(`plans every host's files from one table, and puts the configured host's in place`, () => {
    const { files, problems, stubs } = planHostFiles(input(oldAddresses))
    expect(problems).toEqual([])
    const paths = files.map(file => file.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        `public/rest_api/docs/core/tickets/index.html`,
        `public/documentation/rest_api/tickets.html`,
        `build/nginx/redirects.conf`,
        `build/nginx/site.conf`,
        `build/proxy-rules.json`,
        `build/site-headers.json`,
        `build/hosts/netlify/public/_redirects`,
        `build/hosts/netlify/netlify.toml`,
        `build/hosts/netlify/netlify/edge-functions/docs-redirects.js`,
        `build/hosts/cloudflare/public/_redirects`,
        `build/hosts/cloudflare/public/_worker.js`,
        `build/hosts/cloudflare/public/_routes.json`,
        `public/_redirects`,
        `netlify.toml`,
        `netlify/edge-functions/docs-redirects.js`,
      ]),
    )
    expect(paths.filter(path => path.startsWith(`public/redirect-data/`))).toHaveLength(4)
    expect(paths).not.toContain(`public/_worker.js`)
    expect(body(files, `public/_redirects`)).toBe(body(files, `build/hosts/netlify/public/_redirects`))
    expect(stubs).toEqual([`rest_api/docs/core/tickets/index.html`, `documentation/rest_api/tickets.html`])
  })

  it(`compiles each function with the pages, the table's location, and the proxy where the host has none`, () => {
    const { files } = planHostFiles(input(oldAddresses))
    const netlify = JSON.parse(
      body(files, `build/hosts/netlify/netlify/edge-functions/docs-redirects.js`) ?? ``,
    )
    const cloudflare = JSON.parse(body(files, `build/hosts/cloudflare/public/_worker.js`) ?? ``)
    expect(netlify.site.pages).toEqual([...pages].sort())
    expect(netlify.site.table.base).toMatch(/^\/redirect-data\/[0-9a-f]{12}\/$/)
    expect(netlify.site.proxy).toEqual([])
    expect(cloudflare.site.proxy).toEqual([
      { pathname: `/__third-party-proxy`, query: [[`url`, gtag]], target: gtag },
    ])
  })

  it(`writes no splat into any _redirects: a fallback is the function's, or 404.html's`, () => {
    const { files } = planHostFiles(input(oldAddresses))
    for (const host of [`netlify`, `cloudflare`]) {
      const lines = (body(files, `build/hosts/${host}/public/_redirects`) ?? ``).split(`\n`).filter(Boolean)
      expect(lines.filter(line => !line.startsWith(`#`))).toHaveLength(oldAddresses.length)
      expect(lines.filter(line => /[*:]/.test(line))).toEqual([])
    }
  })

  it(`puts Cloudflare's files in place for Cloudflare, and no host's for a plain bucket; removes the others`, () => {
    const cloudflare = planHostFiles(input(oldAddresses, { host: `cloudflare` }))
    const inPlace = cloudflare.files.map(file => file.path).filter(path => !path.startsWith(`build/`))
    expect(inPlace).toEqual(
      expect.arrayContaining([`public/_redirects`, `public/_worker.js`, `public/_routes.json`]),
    )
    expect(inPlace).not.toContain(`netlify.toml`)
    expect(cloudflare.removed).toEqual(
      expect.arrayContaining([`netlify.toml`, `public/_worker.js`, `build/hosts`]),
    )
    const bucket = planHostFiles(input(oldAddresses, { host: `none` }))
    expect(
      bucket.files
        .map(file => file.path)
        .filter(path => /_redirects|_worker|netlify/.test(path) && !path.startsWith(`build/`)),
    ).toEqual([])
  })

  it(`no longer stops at Cloudflare's 2,000 lines: it says how many the file holds`, () => {
    const many: AddressPairs = Array.from({ length: 2001 }, (_, index) => [`/old/${index}`, tickets] as const)
    const plan = planHostFiles(input(many, { host: `cloudflare`, builtFiles: new Set() }))
    expect(plan.problems).toEqual([])
    expect(plan.notes).toEqual([
      `Cloudflare: public/_redirects holds the first 2000 of 2001 rules (its limit); public/_worker.js answers every one of them`,
    ])
  })

  it(`names each problem with its module: a stub over a page, an old address the functions would not see`, () => {
    const plan = planHostFiles(
      input([...oldAddresses, [`/sdk/widget.js`, tickets]], {
        builtFiles: new Set([`rest_api/docs/core/tickets/index.html`]),
      }),
    )
    expect(plan.problems).toEqual([
      expect.stringMatching(
        /^t.ts: rule "\/rest_api\/docs\/core\/tickets" .*would overwrite a page of the build/,
      ),
      expect.stringMatching(
        /^t.ts: rule "\/sdk\/widget.js" .*the edge functions skip \/\*\.js \(edgeSkippedPaths/,
      ),
    ])
  })
})
