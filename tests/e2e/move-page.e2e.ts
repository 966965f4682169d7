import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { nginxOutputDir } from "../../src/config/redirects"
import { createNetlifyEngine } from "../support/netlify-engine"
import { startNginx, type RunningNginx } from "../support/nginx"
import { gatsbyBin, PROJECT_ROOT, scratchCopy, scratchEnv } from "../support/scratch-project"
import { closeAgent, get } from "./support/http"
import { hydrated, launchBrowser } from "./support/site"

// A writer moves a page with `npm run move`, as the README shows, in a scratch copy of the project:
// the command alone leaves a tree that builds; the old address then answers one 301 to the new page
// on every host (nginx, `npm start`, Netlify's own engine) and lands there in Chromium on a plain
// bucket, query and hash kept; every link the command rewrote leads to the new page, fragment and all.

const OLD = `/documentation/webhooks/verifying/`
const NEW = `/documentation/webhooks/security/verifying-requests/`
const TITLE = `Verifying webhook authenticity`
const FRAGMENT = `getting-the-signing-secret`
const BUILD_LIMIT_MS = 10 * 60 * 1000

let dir: string
let bucket: StaticServer
let hosted: StaticServer
let nginx: RunningNginx
let browser: Browser

/** Runs a command in the scratch copy, its whole process group ended at the time limit. */
function run(
  command: string,
  args: Array<string>,
  limitMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd: dir, env: scratchEnv(), detached: true })
    let output = ``
    child.stdout.on(`data`, chunk => (output += chunk))
    child.stderr.on(`data`, chunk => (output += chunk))
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, `SIGKILL`), limitMs)
    child.on(`exit`, code => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** Built pages whose HTML links to the new page anywhere (content, navigation or cards). */
function pagesLinkingToNewPage(): Array<string> {
  const publicDir = path.join(dir, `public`)
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: `utf8` })
    .filter(file => file.endsWith(`index.html`))
    .filter(file => fs.readFileSync(path.join(publicDir, file), `utf8`).includes(`href="${NEW}`))
    .map(file => `/${path.dirname(file)}/`)
    .filter(page => page !== NEW)
}

/** How many links to the new page the command wrote into the content, outside the page's own folder. */
function rewrittenLinks(): number {
  const content = path.join(dir, `content`)
  return fs
    .readdirSync(content, { recursive: true, encoding: `utf8` })
    .filter(file => /\.(md|yaml)$/.test(file) && !`/${file}`.startsWith(NEW))
    .reduce(
      (count, file) => count + fs.readFileSync(path.join(content, file), `utf8`).split(NEW).length - 1,
      0,
    )
}

beforeAll(async () => {
  dir = scratchCopy(`docs-move-`)
  // A link with a fragment, as writers link to a section of a page.
  const anatomy = path.join(dir, `content/documentation/webhooks/anatomy-of-a-webhook-request/index.md`)
  fs.appendFileSync(anatomy, `\nKeep the secret safe: see [the signing secret](${OLD}#${FRAGMENT}).\n`)
  const tsx = path.join(PROJECT_ROOT, `node_modules`, `.bin`, `tsx`)
  const moved = await run(tsx, [`scripts/move.ts`, OLD, NEW], 120000)
  expect(moved).toMatchObject({ code: 0 })
  const built = await run(gatsbyBin(), [`build`], BUILD_LIMIT_MS)
  if (built.code !== 0) throw new Error(`the moved tree did not build:\n${built.output.slice(-4000)}`)
  const publicDir = path.join(dir, `public`)
  bucket = await startStaticServer({ root: publicDir })
  hosted = await startStaticServer({ root: publicDir, mode: `hosted` })
  nginx = await startNginx({
    root: publicDir,
    httpConfig: fs.readFileSync(path.join(dir, nginxOutputDir, `redirects.conf`), `utf8`),
    serverConfig: fs.readFileSync(path.join(dir, nginxOutputDir, `site.conf`), `utf8`),
  })
  browser = await launchBrowser()
}, BUILD_LIMIT_MS + 180000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([bucket?.close(), hosted?.close(), nginx?.stop()])
  closeAgent()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

it(`left the tree as a writer would: the folder moved, the old path in redirect_from, no link or rule to it left`, () => {
  expect(fs.existsSync(path.join(dir, `content${OLD}`))).toBe(false)
  const moved = fs.readFileSync(path.join(dir, `content${NEW}index.md`), `utf8`)
  expect(moved).toMatch(/redirect_from:\n {2}- \/documentation\/webhooks\/verifying\/\n/)
  // A link to the old page (`…/verifying/)`, `…/verifying/#x`) or a rule's target (`…/verifying/\``).
  const namesOld = new RegExp(`${OLD}[)#\`]`)
  const mentions = [`content`, `redirects/families`].flatMap(folder =>
    fs
      .readdirSync(path.join(dir, folder), { recursive: true, encoding: `utf8` })
      .filter(file => /\.(md|ya?ml|ts)$/.test(file))
      .filter(file => namesOld.test(fs.readFileSync(path.join(dir, folder, file), `utf8`))),
  )
  expect(mentions).toEqual([])
})

it(`answers the old address with one 301 to the new page on nginx, npm start and Netlify`, async () => {
  for (const origin of [nginx.url, hosted.url]) {
    expect(await get(origin, `${OLD}?x=1`)).toMatchObject({ status: 301, location: `${NEW}?x=1` })
    expect(await get(origin, `/Documentation/Webhooks/Verifying.html`)).toMatchObject({
      status: 301,
      location: NEW,
    })
    expect((await get(origin, NEW)).status).toBe(200)
  }
  const netlify = await createNetlifyEngine({
    redirectsFile: fs.readFileSync(path.join(dir, `public/_redirects`), `utf8`),
    publicDir: path.join(dir, `public`),
  })
  try {
    expect(netlify.answer(`${OLD}?x=1`)).toMatchObject({ status: 301, location: `${NEW}?x=1` })
  } finally {
    netlify.close()
  }
})

it(`lands a reader on the new page from the old address on a plain bucket, query and hash kept`, async () => {
  const page = await browser.newPage()
  try {
    await page.goto(`${bucket.url}${OLD}?from=old-link#${FRAGMENT}`)
    await page.waitForURL(url => url.pathname === NEW)
    await hydrated(page)
    expect(new URL(page.url())).toMatchObject({ search: `?from=old-link`, hash: `#${FRAGMENT}` })
    await expect(page.locator(`h1`).first().textContent()).resolves.toBe(TITLE)
  } finally {
    await page.close()
  }
})

it(`follows every rewritten link to the new page, fragments included`, async () => {
  const page = await browser.newPage()
  const followed: Array<string> = []
  try {
    for (const from of pagesLinkingToNewPage()) {
      await page.goto(`${bucket.url}${from}`)
      await hydrated(page)
      const links = page.locator(`[data-pagefind-body] a[href^="${NEW}"]`)
      const hrefs = await links.evaluateAll(anchors =>
        anchors.map(anchor => anchor.getAttribute(`href`) as string),
      )
      for (const [index, href] of hrefs.entries()) {
        if (index > 0) {
          await page.goto(`${bucket.url}${from}`)
          await hydrated(page)
        }
        await links.nth(index).click()
        await page.waitForURL(url => url.pathname === NEW)
        // In-app navigation: the URL changes first, then the new page renders.
        await page.locator(`h1`, { hasText: TITLE }).waitFor({ timeout: 10000 })
        const hash = new URL(href, bucket.url).hash
        if (hash) expect(await page.locator(hash).count()).toBe(1)
        followed.push(`${from} -> ${href}`)
      }
    }
  } finally {
    await page.close()
  }
  expect(followed.length).toBeGreaterThanOrEqual(rewrittenLinks())
  expect(followed).toContainEqual(expect.stringContaining(`${NEW}#${FRAGMENT}`))
}, 240000)
