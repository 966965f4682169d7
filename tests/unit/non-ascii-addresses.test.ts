/** @jest-environment node */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import { addressKey } from "../../redirects/address"
import { browserRedirectData } from "../../redirects/hosts/browser-data"
import { cloudflareRedirects } from "../../redirects/hosts/cloudflare"
import { edgeSite } from "../../redirects/hosts/edge"
import { netlifyRedirects, netlifyToml } from "../../redirects/hosts/netlify"
import { nginxRedirects } from "../../redirects/hosts/nginx"
import { planStubFiles, stubPage } from "../../redirects/hosts/stubs"
import { addressTable, fallbackList, planRedirects } from "../../redirects/pipeline"
import { findInTable } from "../../redirects/table-lookup"
import { defineFamily } from "../../redirects/types"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { edgeHandler } from "../../src/edge/answer"
import { enginesClosedAfterAll } from "../support/netlify-engine"
import { startNginx, type RunningNginx } from "../support/nginx"

// Old addresses beyond ASCII and with a space, written once in the table (decoded, `%20` for a space),
// answered alike by every host's output: each spelling a client sends gets one 301 to the rule's page
// on the hosts with rules, and a stub where a plain bucket looks for its file. Letter case is ASCII's
// only everywhere: `É` is not `é`, on nginx (which cannot fold it) as on every other host.

const pages = new Set([`/documentation/`, `/documentation/webhooks/`])
const plan = planRedirects(
  [
    defineFamily({
      name: `t`,
      module: `t.ts`,
      rules: [
        [`/café/menu`, `/documentation/`],
        [`/old%20page/`, `/documentation/webhooks/`],
      ],
    }),
  ],
  pages,
)
const data = browserRedirectData(addressTable(plan, pages), fallbackList(plan), 2)

/** What clients send (the request line), and where each must go. */
const spellings: Array<[request: string, location: string]> = [
  [`/caf%C3%A9/menu`, `/documentation/`],
  [`/CAF%C3%A9/Menu/?x=1`, `/documentation/?x=1`],
  [`/caf%C3%A9/menu.html`, `/documentation/`],
  [`/old%20page/`, `/documentation/webhooks/`],
  [`/OLD%20Page?x=1`, `/documentation/webhooks/?x=1`],
]
/** `É` (U+00C9), not the rule's `é`: no host with rules answers it. */
const OTHER_LETTER = `/CAF%C3%89/menu`

/** A built site of two pages, the browser's table, the stubs and 404.html, in a temporary public/. */
function builtSite(): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `non-ascii-`)), `public`)
  const write = (relative: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
    fs.writeFileSync(path.join(root, relative), body)
  }
  for (const page of pages) write(`${page}index.html`, `<h1>${page}</h1>`)
  write(`404.html`, `<h1>Page not found</h1>`)
  for (const file of data.files) write(file.path, file.body)
  for (const stub of planStubFiles(plan.rules, new Set()).files) write(stub.file, stubPage(stub.toPath))
  return root
}

function get(origin: string, target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${target}`, { agent: false }, response => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      })
      .on(`error`, reject)
  })
}

const root = builtSite()
afterAll(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }))

it(`plans both rules, keyed decoded`, () => {
  expect(plan.problems).toEqual([])
  expect(plan.rules.map(rule => [rule.fromPath, rule.key])).toEqual([
    [`/café/menu`, `/café/menu/`],
    [`/old%20page/`, `/old page/`],
  ])
})

describe(`the normal form`, () => {
  it(`keys every spelling as the rule, folding the case of ASCII letters only`, () => {
    expect(spellings.map(([request]) => addressKey(request))).toEqual([
      `/café/menu/`,
      `/café/menu/`,
      `/café/menu/`,
      `/old page/`,
      `/old page/`,
    ])
    expect(addressKey(OTHER_LETTER)).toBe(`/cafÉ/menu/`)
    // toLowerCase() would turn the Kelvin sign into an ASCII k, which nginx never does.
    expect(addressKey(`/\u212Aey`)).toBe(`/\u212Aey/`)
  })
})

describe(`nginx`, () => {
  let nginx: RunningNginx
  beforeAll(async () => {
    nginx = await startNginx({ root, ...nginxRedirects(plan, pages) })
  })
  afterAll(() => nginx?.stop())

  it(`keys its map entries by the decoded address, quoted`, () => {
    const { httpConfig } = nginxRedirects(plan, pages)
    expect(httpConfig).toContain(`  "/café/menu" "/documentation/";\n`)
    expect(httpConfig).toContain(`  "/old page" "/documentation/webhooks/";\n`)
  })

  it.each(spellings)(`answers %s with one 301 to %s`, async (request, location) => {
    expect(await get(nginx.url, request)).toEqual({ status: 301, location })
  })

  it(`folds no letter beyond ASCII`, async () => {
    expect((await get(nginx.url, OTHER_LETTER)).status).toBe(404)
  })

  it(`starts with the longest address the table takes, letters beyond ASCII taking two bytes each`, async () => {
    const long = `/${[127, 127, 127, 110].map(count => `é`.repeat(count)).join(`/`)}`
    const rules = [[long, `/documentation/`] as const]
    const longPlan = planRedirects([defineFamily({ name: `t`, module: `t.ts`, rules })], pages)
    expect([longPlan.problems, new TextEncoder().encode(long).length]).toEqual([[], 986])
    const server = await startNginx({ root, ...nginxRedirects(longPlan, pages) })
    try {
      const request = encodeURI(`${long}.HTML`)
      expect(await get(server.url, request)).toEqual({ status: 301, location: `/documentation/` })
    } finally {
      await server.stop()
    }
  })
})

describe(`npm start and the plain bucket (scripts/static-server.ts)`, () => {
  let hosted: StaticServer
  let bucket: StaticServer
  beforeAll(async () => {
    hosted = await startStaticServer({ root, mode: `hosted` })
    bucket = await startStaticServer({ root, mode: `bucket` })
  })
  afterAll(() => Promise.all([hosted?.close(), bucket?.close()]))

  it.each(spellings)(`npm start answers %s with one 301 to %s`, async (request, location) => {
    expect(await get(hosted.url, request)).toEqual({ status: 301, location })
  })

  it(`npm start folds no letter beyond ASCII`, async () => {
    expect((await get(hosted.url, OTHER_LETTER)).status).toBe(404)
  })

  it(`writes the stubs in decoded folders, where a bucket looks for the published spelling`, async () => {
    expect(planStubFiles(plan.rules, new Set()).files.map(stub => stub.file)).toEqual([
      `café/menu/index.html`,
      `old page/index.html`,
    ])
    expect(await get(bucket.url, `/caf%C3%A9/menu`)).toEqual({ status: 301, location: `/caf%C3%A9/menu/` })
    expect((await get(bucket.url, `/caf%C3%A9/menu/`)).status).toBe(200)
    expect((await get(bucket.url, `/old%20page/`)).status).toBe(200)
  })
})

describe(`the browser's table (the 404 page and in-app navigation)`, () => {
  const files = new Map(data.files.map(file => [file.path, JSON.parse(file.body)]))
  const load = async <T>(file: string) => files.get(file) as T

  it.each(spellings)(`finds %s`, async (request, location) => {
    const resolution = await findInTable(request.split(`?`)[0], data.location, load)
    expect(resolution).toEqual({ target: location.split(`?`)[0], fallback: false })
  })

  it(`folds no letter beyond ASCII`, async () => {
    await expect(findInTable(OTHER_LETTER, data.location, load)).resolves.toBeUndefined()
  })
})

describe(`the edge function of Netlify and Cloudflare Pages`, () => {
  const answer = edgeHandler(edgeSite(data.location, pages, []))
  const host = {
    next: async () => new Response(`not found`, { status: 404 }),
    file: async (file: string) => {
      const body = data.files.find(candidate => candidate.path === file)?.body
      return body === undefined ? new Response(``, { status: 404 }) : new Response(body)
    },
    upstream: async () => new Response(``, { status: 502 }),
  }

  it.each(spellings)(`answers %s with one 301 to %s`, async (request, location) => {
    const response = await answer(new Request(`https://docs.example${request}`), host)
    expect([response.status, response.headers.get(`location`)]).toEqual([301, location])
  })

  it(`folds no letter beyond ASCII`, async () => {
    const response = await answer(new Request(`https://docs.example${OTHER_LETTER}`), host)
    expect(response.status).toBe(404)
  })
})

describe(`Netlify without its edge function (_redirects and netlify.toml)`, () => {
  const engineFor = enginesClosedAfterAll()
  const redirectsFile = netlifyRedirects(plan)
  const toml = netlifyToml([], [], plan.rules)

  it(`writes the address decoded, and one with a space in netlify.toml, where a space is no separator`, () => {
    expect(redirectsFile.split(`\n`).slice(1, -1)).toEqual([`/café/menu /documentation/ 301!`])
    expect(toml).toContain(
      `[[redirects]]\nfrom = "/old page"\nto = "/documentation/webhooks/"\nstatus = 301\nforce = true\n`,
    )
  })

  it(`answers the published spellings with one 301 in Netlify's own parser and matcher`, async () => {
    const engine = await engineFor({ redirectsFile, netlifyToml: toml, publicDir: root })
    expect(engine.errors).toEqual([])
    const published = [`/caf%C3%A9/menu`, `/caf%C3%A9/menu/?x=1`, `/old%20page/`, `/old%20page?x=1`]
    expect(published.map(request => engine.answer(request).location)).toEqual([
      `/documentation/`,
      `/documentation/?x=1`,
      `/documentation/webhooks/`,
      `/documentation/webhooks/?x=1`,
    ])
    // Other spellings are no rule's: they reach 404.html, whose lookup sends them on.
    for (const request of [`/CAF%C3%A9/Menu/`, `/caf%C3%A9/menu.html`, `/OLD%20Page`])
      expect(engine.answer(request)).toEqual({ status: 404, matched: false })
  })
})

describe(`Cloudflare Pages without its worker (_redirects)`, () => {
  it(`writes each address as the table holds it, which its parser reads as the encoded path`, () => {
    const { text } = cloudflareRedirects(plan)
    const lines = text.split(`\n`).slice(1, -1)
    expect(lines).toEqual([`/café/menu /documentation/ 301`, `/old%20page /documentation/webhooks/ 301`])
    // The Pages parser keeps `new URL(…).pathname` of each address; requests arrive encoded alike.
    expect(lines.map(line => new URL(line.split(` `)[0], `http://x`).pathname)).toEqual([
      `/caf%C3%A9/menu`,
      `/old%20page`,
    ])
  })
})
