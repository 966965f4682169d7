import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import type { Element } from "domhandler"
import { DomUtils, parseDocument } from "htmlparser2"
import type { Page } from "playwright-core"
import sharp from "sharp"
import { nginxOutputDir } from "../../src/config/redirects"
import { siteUrl, socialCard, sourceRepository } from "../../src/config/site"
import { startNginx } from "../support/nginx"
import { builtPagePaths, hydrated, PUBLIC_DIR } from "./support/site"
import { newTrackedPage, siteWithFaults } from "./support/faults"
import { TEMPLATE_SAMPLES } from "./support/samples"

/**
 * What the site tells readers besides a page's content, and what it gives readers that are not a
 * browser on a page: unique titles and heading ids on every page, edit link and last change, the tags
 * a shared link reads, the offline page, llms.txt and the markdown copies, as `npm start` serves them.
 */
const { site } = siteWithFaults()

const AXE_SOURCE = fs.readFileSync(require.resolve(`axe-core/axe.min.js`), `utf8`)
const GUIDE = TEMPLATE_SAMPLES.guide
const GUIDE_SOURCE = `content${GUIDE}index.md`
const CHAT_AGENTS = `/api-reference/live-chat/chat-api/agents/`

function builtDocument(pagePath: string) {
  const file = pagePath.endsWith(`.html`) ? pagePath : `${pagePath}index.html`
  return parseDocument(fs.readFileSync(path.join(PUBLIC_DIR, file), `utf8`))
}

/** Every page Gatsby rendered at its own address (an alias tree's copies name their primary as canonical). */
function canonicalPages() {
  return builtPagePaths()
    .map(pagePath => ({ pagePath, document: builtDocument(pagePath) }))
    .filter(({ pagePath, document }) => {
      const canonical = DomUtils.findOne(
        element => element.name === `link` && element.attribs.rel === `canonical`,
        document.children,
      )
      return !canonical || canonical.attribs.href === `${siteUrl}${pagePath}`
    })
}

/** Whether an element sits in a navigation landmark (`nav`, `aside`): the sidebar and "On this page". */
function inNavigation(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent)
    if (`name` in parent && (parent.name === `nav` || parent.name === `aside`)) return true
  return false
}

function lastCommitDay(file: string): string {
  const when = execFileSync(`git`, [`log`, `-1`, `--format=%cI`, `--`, file], { encoding: `utf8` }).trim()
  return new Date(when).toISOString().slice(0, 10)
}

async function violations(page: Page): Promise<Array<string>> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } })
      .axe
    return (await axe.run()).violations.map(violation => violation.id)
  })
}

describe(`every page of the build`, () => {
  const pages = canonicalPages()

  it(`has a <title> no other page has`, () => {
    expect(pages.length).toBeGreaterThan(500)
    const byTitle = new Map<string, Array<string>>()
    for (const { pagePath, document } of pages) {
      const title = DomUtils.textContent(DomUtils.getElementsByTagName(`title`, document.children)[0] ?? [])
      byTitle.set(title, [...(byTitle.get(title) ?? []), pagePath])
    }
    const shared = [...byTitle]
      .filter(([, paths]) => paths.length > 1)
      .map(([title, paths]) => `${title}: ${paths.join(`, `)}`)
    expect(shared).toEqual([])
  })

  it(`gives every h2 and h3 of its content an id (the sidebar's and the toc's are navigation)`, () => {
    const missing = pages.flatMap(({ pagePath, document }) =>
      DomUtils.findAll(
        element => /^h[23]$/.test(element.name) && !element.attribs.id && !inNavigation(element),
        document.children,
      ).map(heading => `${pagePath}: ${heading.name} "${DomUtils.textContent(heading).trim()}"`),
    )
    expect(missing).toEqual([])
  })
})

describe(`page facts`, () => {
  it(`a guide links its source file for editing and says when it last changed, as the sitemap does`, async () => {
    const { page } = await newTrackedPage(site())
    await page.goto(site().url(GUIDE))
    const edit = page.getByRole(`link`, { name: `Edit this page` })
    await expect(edit.getAttribute(`href`)).resolves.toBe(
      `${sourceRepository.url}/edit/${sourceRepository.branch}/${GUIDE_SOURCE}`,
    )
    const day = lastCommitDay(GUIDE_SOURCE)
    const time = page.locator(`.page-facts time`)
    await expect(time.getAttribute(`datetime`)).resolves.toBe(day)
    await expect(page.locator(`.page-facts`).innerText()).resolves.toMatch(
      /^Last updated \d{1,2} [A-Z][a-z]+ \d{4}/,
    )
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, `sitemap-0.xml`), `utf8`)
    expect(sitemap).toContain(`<loc>${siteUrl}${GUIDE}</loc><lastmod>${day}T00:00:00.000Z</lastmod>`)
  })

  it(`an API page's source is its OpenAPI document, and its breadcrumbs name its API`, async () => {
    const { page } = await newTrackedPage(site())
    await page.goto(site().url(CHAT_AGENTS))
    await expect(page.getByRole(`link`, { name: `Edit this page` }).getAttribute(`href`)).resolves.toMatch(
      /\/edit\/main\/content\/api-reference\/live-chat\/openapi\.yaml$/,
    )
    await expect(page.locator(`.page-facts time`).getAttribute(`datetime`)).resolves.toBe(
      lastCommitDay(`content/api-reference/live-chat/openapi.yaml`),
    )
    await expect(page.getByRole(`navigation`, { name: `Breadcrumb` }).innerText()).resolves.toMatch(
      /API Reference\s*›?\s*Chat API\s*›?\s*Agents/,
    )
    await expect(page.title()).resolves.toBe(`Agents – Chat API | Acme Developer Docs`)
  })
})

describe(`sharing`, () => {
  it(`gives a page's type, a 1200×630 card and a large Twitter card`, async () => {
    const { page } = await newTrackedPage(site())
    await page.goto(site().url(GUIDE))
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute(`content`)
    await expect(meta(`property="og:type"`)).resolves.toBe(`article`)
    await expect(meta(`name="twitter:card"`)).resolves.toBe(`summary_large_image`)
    const image = await meta(`property="og:image"`)
    expect(image).toBe(`${siteUrl}${socialCard.path}`)
    const response = await page.request.get(site().url(socialCard.path))
    expect(response.headers()[`content-type`]).toBe(`image/png`)
    const { width, height } = await sharp(await response.body()).metadata()
    expect([width, height]).toEqual([1200, 630])
    await page.goto(site().url(`/documentation/`))
    await expect(meta(`property="og:type"`)).resolves.toBe(`website`)
  })

  it(`serves /favicon.ico`, async () => {
    const { page } = await newTrackedPage(site())
    const response = await page.request.get(site().url(`/favicon.ico`))
    expect(response.status()).toBe(200)
    const body = await response.body()
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    expect(body.subarray(22, 26).toString(`latin1`)).toBe(`\x89PNG`)
  })
})

describe(`machine readers`, () => {
  it(`/llms.txt names the site and lists each section's pages, linking their markdown copies`, async () => {
    const { page } = await newTrackedPage(site())
    const response = await page.request.get(site().url(`/llms.txt`))
    expect(response.status()).toBe(200)
    expect(response.headers()[`content-type`]).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toMatch(/^# Acme Developer Docs\n\n> /)
    expect(text).toContain(`\n## Webhooks\n`)
    expect(text).toContain(`](${siteUrl}${GUIDE}index.md): `)
    expect(text).toContain(`- [Agents – Chat API](${siteUrl}${CHAT_AGENTS}index.md): Agents in the Chat API`)
    const full = await (await page.request.get(site().url(`/llms-full.txt`))).text()
    expect(full).toContain(`<!-- ${siteUrl}${GUIDE} -->`)
    expect(full).not.toContain(`{Product}`)
  })

  it.each([GUIDE, CHAT_AGENTS])(
    `%s has a markdown copy, served as text and not redirected`,
    async pagePath => {
      const { page } = await newTrackedPage(site())
      const response = await page.request.get(site().url(`${pagePath}index.md`), { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()[`content-type`]).toMatch(/^text\/markdown; charset=utf-8$/i)
      const copy = await response.text()
      const title = DomUtils.textContent(
        DomUtils.getElementsByTagName(`h1`, builtDocument(pagePath).children)[0],
      )
      expect(copy.startsWith(`# ${title}\n\n> `)).toBe(true)
      expect(copy).not.toMatch(/\{product\}/i)
      expect(copy).toMatch(/\n## /)
    },
  )
})

describe(`markdown copies on nginx, with the generated include and snippet`, () => {
  it(`are served as markdown text, not redirected, beside llms.txt as plain text`, async () => {
    const nginx = await startNginx({
      root: PUBLIC_DIR,
      httpConfig: fs.readFileSync(path.join(nginxOutputDir, `redirects.conf`), `utf8`),
      serverConfig: fs.readFileSync(path.join(nginxOutputDir, `site.conf`), `utf8`),
    })
    try {
      const copy = await fetch(`${nginx.url}${GUIDE}index.md`, { redirect: `manual` })
      expect(copy.status).toBe(200)
      expect(copy.headers.get(`content-type`)).toBe(`text/markdown; charset=utf-8`)
      expect(copy.headers.get(`x-content-type-options`)).toBe(`nosniff`)
      const llms = await fetch(`${nginx.url}/llms.txt`, { redirect: `manual` })
      expect([llms.status, llms.headers.get(`content-type`)]).toEqual([200, `text/plain`])
    } finally {
      await nginx.stop()
    }
  })
})

describe(`offline`, () => {
  it(`a page never saved is answered with the offline page, in the site's layout, with no axe violation`, async () => {
    const { page, context } = await newTrackedPage(site(), { serviceWorkers: `allow` })
    await page.goto(site().url(`/documentation/webhooks/`))
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    for (const visited of [`/documentation/webhooks/`, `/documentation/`]) {
      await page.goto(site().url(visited))
      await hydrated(page)
    }
    await context.setOffline(true)
    await page.goto(site().url(`/api-reference/live-chat/chat-api/bans/?x=1`))
    await page.getByRole(`heading`, { level: 1, name: `You are offline` }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/offline/`)
    await expect(page.locator(`header.site-header`).count()).resolves.toBe(1)
    await expect(violations(page)).resolves.toEqual([])
  })
})
