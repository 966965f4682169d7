import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { scratchBuildLimits } from "../../src/config/build-limits"
import { hostOutputDir, nginxOutputDir } from "../../src/config/redirects"
import { createNetlifyEngine, type NetlifyEngine } from "../support/netlify-engine"
import { startNginx, type RunningNginx } from "../support/nginx"
import { buildReport, buildScratch, scratchCopy } from "../support/scratch-project"
import { closeAgent, get } from "./support/http"
import { launchBrowser } from "./support/site"

// Old addresses beyond ASCII and with a space, as a writer adds them (decoded, `%20` for a space), in a
// scratch copy of the project built once: every spelling a client sends lands on the rule's page on
// nginx and `npm start` (one 301), in Netlify's own parser and matcher (one 301 for the published
// spelling, never another page), and in Chromium on a plain bucket (stub or 404 page's lookup).

const MENU = { page: `/documentation/webhooks/verifying/`, title: `Verifying webhook authenticity` }
const OLD_PAGE = {
  page: `/documentation/webhooks/anatomy-of-a-webhook-request/`,
  title: `Anatomy of a webhook request`,
}
type Via = `stub` | `404 page`
/** Each spelling as a client sends it, the page it must reach, and what a plain bucket answers it with. */
const SPELLINGS: Array<[request: string, target: typeof MENU, bucket: Via]> = [
  [`/caf%C3%A9/menu`, MENU, `stub`],
  [`/CAF%C3%A9/Menu/`, MENU, `404 page`],
  [`/caf%C3%A9/menu.html`, MENU, `404 page`],
  [`/old%20page/`, OLD_PAGE, `stub`],
  [`/OLD%20Page`, OLD_PAGE, `404 page`],
]
/** The status of the document a bucket answers first: a stub page, or 404.html (its lookup sends the reader on). */
const STATUS_OF: Record<Via, number> = { stub: 200, "404 page": 404 }
/** `É`, not the rule's `é`: letters beyond ASCII are compared as written, on every host. */
const OTHER_LETTER = `/CAF%C3%89/menu`

let dir: string
let publicDir: string
let nginx: RunningNginx
let hosted: StaticServer
let bucket: StaticServer
let netlify: NetlifyEngine
let browser: Browser

/** A file the build wrote for Netlify, whichever host it put in place (build/hosts/netlify/). */
const netlifyFile = (relative: string) =>
  fs.readFileSync(path.join(dir, hostOutputDir, `netlify`, relative), `utf8`)

beforeAll(async () => {
  dir = scratchCopy(`docs-non-ascii-`)
  const family = path.join(dir, `redirects/families/site-root.ts`)
  const source = fs.readFileSync(family, `utf8`)
  const rules = `[\`/café/menu\`, \`${MENU.page}\`], [\`/old%20page/\`, \`${OLD_PAGE.page}\`]`
  fs.writeFileSync(family, source.replace(/rules: \[(.*)\]/, `rules: [$1, ${rules}]`))
  expect(fs.readFileSync(family, `utf8`)).toContain(`/old%20page/`)
  const run = await buildScratch(dir)
  if (!run.ok) throw new Error(buildReport(run))
  publicDir = path.join(dir, `public`)
  ;[nginx, hosted, bucket, netlify, browser] = await Promise.all([
    startNginx({
      root: publicDir,
      httpConfig: fs.readFileSync(path.join(dir, nginxOutputDir, `redirects.conf`), `utf8`),
      serverConfig: fs.readFileSync(path.join(dir, nginxOutputDir, `site.conf`), `utf8`),
    }),
    startStaticServer({ root: publicDir, mode: `hosted` }),
    startStaticServer({ root: publicDir, mode: `bucket` }),
    createNetlifyEngine({
      redirectsFile: netlifyFile(`public/_redirects`),
      netlifyToml: netlifyFile(`netlify.toml`),
      publicDir,
    }),
    launchBrowser(),
  ])
}, scratchBuildLimits.totalMs + 60000)

afterAll(async () => {
  netlify?.close()
  await Promise.all([browser?.close(), nginx?.stop(), hosted?.close(), bucket?.close()])
  closeAgent()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

it(`wrote each host's files from the decoded addresses`, () => {
  expect(fs.existsSync(path.join(publicDir, `café/menu/index.html`))).toBe(true)
  expect(fs.existsSync(path.join(publicDir, `old page/index.html`))).toBe(true)
  const redirects = netlifyFile(`public/_redirects`).split(`\n`)
  expect(redirects).toContain(`/café/menu ${MENU.page} 301!`)
  expect(redirects.filter(line => line.includes(`old`) && line.includes(`page `))).toEqual([])
  expect(netlifyFile(`netlify.toml`)).toContain(
    `from = "/old page"\nto = "${OLD_PAGE.page}"\nstatus = 301\nforce = true`,
  )
})

it.each(SPELLINGS)(`nginx and npm start answer %s with one 301 to its page`, async (request, target) => {
  for (const origin of [nginx.url, hosted.url]) {
    expect([origin, await get(origin, `${request}?x=1`)]).toMatchObject([
      origin,
      { status: 301, location: `${target.page}?x=1` },
    ])
    expect((await get(origin, target.page)).status).toBe(200)
  }
})

it(`nginx and npm start fold no letter beyond ASCII`, async () => {
  for (const origin of [nginx.url, hosted.url])
    expect([origin, (await get(origin, OTHER_LETTER)).status]).toEqual([origin, 404])
})

it(`Netlify's engine answers the published spellings with one 301, and sends no spelling elsewhere`, () => {
  for (const [request, location] of [
    [`/caf%C3%A9/menu?x=1`, `${MENU.page}?x=1`],
    [`/caf%C3%A9/menu/`, MENU.page],
    [`/old%20page/?x=1`, `${OLD_PAGE.page}?x=1`],
    [`/old%20page`, OLD_PAGE.page],
  ]) {
    expect([request, netlify.answer(request)]).toMatchObject([request, { status: 301, location }])
  }
  // Other spellings match no rule: 404.html answers, and its lookup sends them on (the bucket test below).
  for (const request of [`/CAF%C3%A9/Menu/`, `/caf%C3%A9/menu.html`, `/OLD%20Page`, OTHER_LETTER]) {
    expect([request, netlify.answer(request)]).toEqual([request, { status: 404, matched: false }])
  }
})

it.each(SPELLINGS)(`a plain bucket lands %s on its page in Chromium`, async (request, target, via) => {
  const page = await browser.newPage()
  try {
    const first = await page.goto(`${bucket.url}${request}?from=old-link#top`)
    expect([via, first?.status()]).toEqual([via, STATUS_OF[via]])
    await page.waitForURL(url => url.pathname === target.page, { timeout: 10000 })
    expect(new URL(page.url())).toMatchObject({ search: `?from=old-link`, hash: `#top` })
    await expect(page.locator(`h1`).first().textContent()).resolves.toBe(target.title)
  } finally {
    await page.context().close()
  }
})
