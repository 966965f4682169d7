import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { scratchCopy, startDevelop, type DevelopServer } from "../support/scratch-project"
import { launchBrowser } from "./support/site"

// The writers' loop, against a real `gatsby develop` (started once, on a scratch copy of the project):
// markdown, OpenAPI and changelog edits appear in the open page without a reload; a mistake is shown in
// the browser while the last good site keeps rendering, and clears when fixed; redirect edits apply
// without a restart, and an invalid one is shown while the old table keeps working.

const PORT = 8123
const EDIT_WAIT = 15000
let dir: string
let server: DevelopServer
let browser: Browser

beforeAll(async () => {
  dir = scratchCopy(`docs-develop-`)
  server = await startDevelop(dir, PORT)
  browser = await launchBrowser()
}, 240000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

function edit(relative: string, change: (text: string) => string): void {
  const file = path.join(dir, relative)
  fs.writeFileSync(file, change(fs.readFileSync(file, `utf8`)))
}

/** A page whose window carries a marker: if the marker survives an edit, the page was not reloaded. */
async function openMarked(pathname: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${server.url}${pathname}`)
  await page.locator(`h1`).first().waitFor()
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }))
  return page
}

async function stillTheSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)
}

const GUIDE = `content/documentation/webhooks/anatomy-of-a-webhook-request/index.md`

it(`shows a markdown edit in the open page without a reload`, async () => {
  const page = await openMarked(`/documentation/webhooks/anatomy-of-a-webhook-request/`)
  edit(GUIDE, text => `${text}\n\nA sentence added while previewing.\n`)
  await page.getByText(`A sentence added while previewing.`).waitFor({ timeout: EDIT_WAIT })
  expect(await stillTheSamePage(page)).toBe(true)
  await page.close()
}, 60000)

it(`shows an OpenAPI edit in the open page without a reload`, async () => {
  const page = await openMarked(`/api-reference/ticketing/tickets/tickets/`)
  edit(`content/api-reference/ticketing/openapi.yaml`, text =>
    text.replace(/summary: List Tickets$/gm, `summary: List Tickets Edited`),
  )
  await page.getByRole(`heading`, { name: `List Tickets Edited` }).waitFor({ timeout: EDIT_WAIT })
  expect(await stillTheSamePage(page)).toBe(true)
  await page.close()
}, 60000)

it(`shows a changelog edit in the open page without a reload`, async () => {
  const page = await openMarked(`/api-reference/changelog/changelog/`)
  edit(
    `content/api-reference/changelog/changelog.yaml`,
    text =>
      `- date: 2026-11-20\n  api: Ticketing API\n  kind: added\n  summary: An entry added while previewing.\n${text}`,
  )
  await page.getByText(`An entry added while previewing.`).waitFor({ timeout: EDIT_WAIT })
  expect(await stillTheSamePage(page)).toBe(true)
  await page.close()
}, 60000)

// An in-place save is a truncate and a write, with the same mtime when both land in one tick of the
// kernel's file clock. Gatsby hashes the empty file in between and keeps that hash under the saved file's
// mtime (gatsby/torn-saves.ts). Here the two steps are seconds apart, the empty file is seen for sure, and
// the write is given the truncate's mtime, as the kernel gives it when the two are close.
it(`shows an edit saved in place even when Gatsby hashed the file mid-save`, async () => {
  const page = await openMarked(`/documentation/webhooks/anatomy-of-a-webhook-request/`)
  const file = path.join(dir, GUIDE)
  const text = fs.readFileSync(file, `utf8`)
  const sameTick = new Date(Math.floor(Date.now() / 1000) * 1000)
  fs.truncateSync(file)
  fs.utimesSync(file, sameTick, sameTick)
  const banner = page.getByRole(`alert`, { name: `Problems in the content` })
  await banner
    .getByText(/anatomy-of-a-webhook-request\/index.md/)
    .first()
    .waitFor({ timeout: EDIT_WAIT })
  fs.writeFileSync(file, `${text}\n\nA sentence saved in place.\n`)
  fs.utimesSync(file, sameTick, sameTick)
  await page.getByText(`A sentence saved in place.`).waitFor({ timeout: EDIT_WAIT })
  await banner.waitFor({ state: `detached`, timeout: EDIT_WAIT })
  expect(await stillTheSamePage(page)).toBe(true)
  await page.close()
}, 60000)

it(`shows a broken link in the browser while the site still renders, and clears it when fixed`, async () => {
  const page = await openMarked(`/documentation/webhooks/`)
  edit(GUIDE, text => `${text}\n\nSee [nowhere](/documentation/nowhere/).\n`)
  const banner = page.getByRole(`alert`, { name: `Problems in the content` })
  await banner
    .getByText(/anatomy-of-a-webhook-request\/index.md: link \/documentation\/nowhere\//)
    .waitFor({ timeout: EDIT_WAIT })
  const other = await browser.newPage()
  await other.goto(`${server.url}/documentation/api-basics/`)
  await expect(other.locator(`h1`).first().textContent()).resolves.not.toMatch(/not found/i)
  await other.close()
  edit(GUIDE, text => text.replace(`See [nowhere](/documentation/nowhere/).`, ``))
  await banner.waitFor({ state: `detached`, timeout: EDIT_WAIT })
  await page.close()
}, 60000)

it(`names the file and line of an OpenAPI document that is not YAML, and keeps the site up`, async () => {
  const relative = `content/api-reference/voice/openapi.yaml`
  const original = fs.readFileSync(path.join(dir, relative), `utf8`)
  const page = await openMarked(`/documentation/webhooks/`)
  edit(relative, text => text.replace(/^tags:$/m, `tags:\n - broken: [`))
  const banner = page.getByRole(`alert`, { name: `Problems in the content` })
  await banner
    .getByText(/content\/api-reference\/voice\/openapi.yaml:\d+: not valid YAML/)
    .waitFor({ timeout: EDIT_WAIT })
  for (const pathname of [`/documentation/api-basics/`, `/api-reference/ticketing/tickets/tickets/`]) {
    const other = await browser.newPage()
    const response = await other.goto(`${server.url}${pathname}`)
    expect(response?.status()).toBe(200)
    await expect(other.locator(`h1`).first().textContent()).resolves.not.toMatch(/not found/i)
    await other.close()
  }
  fs.writeFileSync(path.join(dir, relative), original)
  await banner.waitFor({ state: `detached`, timeout: EDIT_WAIT })
  await page.close()
}, 60000)

it(`applies a redirect edit without a restart, and keeps the old table while a new one is invalid`, async () => {
  const family = `redirects/families/site-root.ts`
  const original = fs.readFileSync(path.join(dir, family), `utf8`)
  edit(family, text =>
    text.replace(/rules: \[/, `rules: [\n    [\`/an-old-preview-address\`, \`/documentation/webhooks/\`],`),
  )
  const page = await openMarked(`/documentation/`)
  const deadline = Date.now() + EDIT_WAIT
  let landed = ``
  while (Date.now() < deadline && landed !== `/documentation/webhooks/`) {
    const response = await fetch(`${server.url}/an-old-preview-address`, { redirect: `manual` })
    landed = response.headers.get(`location`) ?? ``
    if (landed !== `/documentation/webhooks/`) await new Promise(resolve => setTimeout(resolve, 300))
  }
  expect(landed).toBe(`/documentation/webhooks/`)
  edit(family, text =>
    text.replace(/rules: \[/, `rules: [\n    [\`/loop-a\`, \`/loop-b/\`],\n    [\`/loop-b\`, \`/loop-a/\`],`),
  )
  const banner = page.getByRole(`alert`, { name: `Problems in the content` })
  await banner
    .getByText(/site-root.ts: rule "\/loop-a" -> "\/loop-b\/": the rules form a loop/)
    .waitFor({ timeout: EDIT_WAIT })
  const stillRedirected = await fetch(`${server.url}/an-old-preview-address`, { redirect: `manual` })
  expect(stillRedirected.headers.get(`location`)).toBe(`/documentation/webhooks/`)
  fs.writeFileSync(path.join(dir, family), original)
  await banner.waitFor({ state: `detached`, timeout: EDIT_WAIT })
  await page.close()
}, 60000)

it(`navigates in the app to an old address without its slash, keeping query and hash`, async () => {
  const page = await openMarked(`/documentation/`)
  await page.waitForFunction(() => typeof window.___navigate === `function`)
  await page.evaluate(() => window.___navigate?.(`/rest_api/docs/core/tickets?x=1#y`))
  await page.waitForURL(url => url.pathname === `/api-reference/ticketing/tickets/tickets/`, {
    timeout: EDIT_WAIT,
  })
  const url = new URL(page.url())
  expect(`${url.search}${url.hash}`).toBe(`?x=1#y`)
  expect(await stillTheSamePage(page)).toBe(true)
  await page.close()
}, 60000)
