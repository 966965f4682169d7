import http from "http"
import { marked } from "marked"
import type { Browser } from "playwright-core"
import { htmlFindings, linkFinding } from "../../src/lib/content-gate"
import { gatekeepMarkdown } from "../../src/lib/markdown-gate"
import { siteMarkdown } from "../support/site-markdown"
import { launchBrowser } from "./support/site"

// No content can send a reader elsewhere. Each payload below, unguarded, really does leave the page in
// Chromium (or runs script, or fetches another origin) without the reader doing anything but load the
// page and click its links: that proves the payload. Through the gate, as markdown, as an OpenAPI
// description (marked, as the API pages render it) and as a changelog link, every one is refused, and
// what the gate lets through stays put.

const EVIL = `https://evil.example/`
const PWN = `window.__pwned=1`

const PAYLOADS: Array<[string, string]> = [
  [`a meta refresh`, `<meta http-equiv="refresh" content="0;url=${EVIL}">`],
  [`a javascript: link`, `<a href="javascript:${PWN}">read more</a>`],
  [`an entity-encoded javascript: link`, `<a href="jav&#x61;script&#58;${PWN}">read more</a>`],
  [
    `an SVG animation that sets a link`,
    `<svg><a><animate attributeName="href" values="javascript:${PWN}"/><text y="20">read more</text></a></svg>`,
  ],
  [`an image error handler`, `<img src="missing.png" onerror="${PWN}">`],
  [`a form that posts elsewhere`, `<form action="${EVIL}"><button>read more</button></form>`],
  [`an iframe`, `<iframe src="${EVIL}"></iframe>`],
  [`an external image`, `<img src="${EVIL}pixel.gif">`],
  [`an external stylesheet`, `<link rel="stylesheet" href="${EVIL}x.css">`],
  [`a style import`, `<style>@import url("${EVIL}x.css");</style>`],
  [`a base element`, `<base href="${EVIL}"><a href="page">read more</a>`],
  [`an object`, `<object data="${EVIL}x.html"></object>`],
]

interface Outcome {
  left: boolean
  ran: boolean
  fetchedElsewhere: boolean
}

let browser: Browser
let server: http.Server
let origin: string
let body = ``

beforeAll(async () => {
  browser = await launchBrowser()
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": `text/html; charset=utf-8` })
    response.end(`<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`)
  })
  await new Promise<void>(resolve => server.listen(0, `127.0.0.1`, resolve))
  origin = `http://localhost:${(server.address() as { port: number }).port}`
}, 60000)

afterAll(async () => {
  await browser?.close()
  await new Promise(resolve => server?.close(resolve))
})

/** Loads `content` as a page, clicks every link and button in it, and reports what happened. */
async function visit(content: string): Promise<Outcome> {
  body = content
  const page = await browser.newPage()
  let fetchedElsewhere = false
  await page.route(`**/*`, route => {
    if (route.request().url().startsWith(origin)) return route.continue()
    fetchedElsewhere = true
    return route.abort()
  })
  await page.goto(`${origin}/page/`, { waitUntil: `load` })
  for (const control of await page.locator(`main a, main button, main text`).all())
    await control.click({ timeout: 1000, force: true }).catch(() => undefined)
  // A meta refresh or an error handler acts after load: give it the time a reader would.
  await page.waitForTimeout(1200)
  const left = !page.url().startsWith(`${origin}/page/`)
  const ran = left ? false : await page.evaluate(() => (window as { __pwned?: number }).__pwned === 1)
  await page.close()
  return { left, ran, fetchedElsewhere }
}

const escaped = (outcome: Outcome) => outcome.left || outcome.ran || outcome.fetchedElsewhere

describe.each(PAYLOADS)(`%s`, (_name, payload) => {
  it(`leaves the page, runs script or fetches elsewhere when unguarded`, async () => {
    expect(escaped(await visit(payload))).toBe(true)
  }, 30000)

  it(`is refused in markdown, at its line`, () => {
    const tree = siteMarkdown.parse(`Intro.\n\n${payload}\n`)
    gatekeepMarkdown(tree as Parameters<typeof gatekeepMarkdown>[0])
    const markers = JSON.stringify(tree).match(/<docs-content-problem data-line=\\"(\d+)\\"/g) ?? []
    expect(markers.length).toBeGreaterThan(0)
    expect(markers.every(marker => marker.includes(`data-line=\\"3\\"`))).toBe(true)
  })

  it(`is refused in an OpenAPI description`, () => {
    expect(htmlFindings(marked.parse(`A parameter. ${payload}`, { async: false }) as string)).not.toEqual([])
  })
})

it(`refuses script links in the changelog`, () => {
  expect(linkFinding(`javascript:${PWN}`, 1)).toBeDefined()
  expect(linkFinding(`JaVaScRiPt:${PWN}`, 1)).toBeDefined()
  expect(linkFinding(`data:text/html,x`, 1)).toBeDefined()
})

it(`lets through what stays on the page, and it does`, async () => {
  const allowed = [
    `<p>See <a href="/documentation/">the docs</a>, <a href="mailto:dev@example.com">mail us</a>, <a href="#json-format">jump</a>.</p>`,
    `<details><summary>More</summary><p><kbd>Ctrl</kbd> + <kbd>K</kbd></p></details>`,
    `<table><tr><th align="left">A</th></tr></table><img src="diagram.png" alt="A diagram">`,
  ].join(``)
  expect(htmlFindings(allowed)).toEqual([])
  const outcome = await visit(allowed.replace(`href="/documentation/"`, `href="#x"`))
  expect(outcome).toEqual({ left: false, ran: false, fetchedElsewhere: false })
}, 30000)
