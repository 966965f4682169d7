import fs from "fs"
import path from "path"
import { SAMPLE_LANGUAGES } from "../../src/config/api-samples"
import { assertBuilt, PUBLIC_DIR } from "./support/site"

// Every built API reference page, read from public/ as the server sends it: each operation offers its
// request in the six sample languages, every code block is highlighted at build time, and each
// operation lists at least one response; across the reference, error responses are the rule. Every
// OpenAPI download has its Postman collection beside it, with the auth and `{subdomain}` variables.

interface ApiPage {
  path: string
  html: string
}

function builtApiPages(): Array<ApiPage> {
  const dir = path.join(PUBLIC_DIR, `page-data`)
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name === `page-data.json`)
    .map(entry => JSON.parse(fs.readFileSync(path.join(entry.parentPath, entry.name), `utf8`)))
    .filter(data => data.componentChunkName === `component---src-templates-api-reference-tsx`)
    .map(data => ({
      path: data.path as string,
      html: fs.readFileSync(path.join(PUBLIC_DIR, data.path, `index.html`), `utf8`),
    }))
}

/** The operations of a page: each is a section headed by its h2, after the JSON format. */
function operationsOf(html: string): Array<{ id: string; html: string }> {
  const main = html.slice(html.indexOf(`<main`), html.indexOf(`</main>`))
  return main
    .split(/(?=<section aria-label=")/)
    .slice(1)
    .map(section => ({ id: /<h2[^>]* id="([^"]+)"/.exec(section)?.[1] ?? ``, html: section }))
    .filter(section => section.id !== `json-format`)
}

let pages: Array<ApiPage>
beforeAll(() => {
  assertBuilt()
  pages = builtApiPages()
})

describe(`every built API reference page`, () => {
  it(`is found, with its operations`, () => {
    expect(pages.length).toBeGreaterThan(200)
    // Every other check reads operations: none found would pass them all.
    expect(pages.flatMap(page => operationsOf(page.html)).length).toBeGreaterThan(900)
  })

  it(`gives every operation a request sample in each of the six languages, curl shown first`, () => {
    const missing = pages.flatMap(page =>
      operationsOf(page.html).flatMap(operation => {
        const tabs = [...operation.html.matchAll(/role="tab"[^>]*data-language="([^"]+)">([^<]+)</g)]
        const offered = tabs.map(([, language, label]) => `${language}:${label}`)
        const wanted = SAMPLE_LANGUAGES.map(sample => `${sample.language}:${sample.label}`)
        const selected = /aria-selected="true"[^>]*data-language="([^"]+)"/.exec(operation.html)?.[1]
        return offered.join() === wanted.join() && selected === `bash`
          ? []
          : [`${page.path}#${operation.id}: ${offered.join(` `)}`]
      }),
    )
    expect(missing).toEqual([])
  })

  it(`highlights every code block at build time`, () => {
    const blocks = pages.flatMap(page =>
      [...page.html.matchAll(/<div class="gatsby-highlight"[\s\S]*?<\/pre>/g)].map(([block]) => ({
        page: page.path,
        highlighted: block.includes(`<span class="token `),
      })),
    )
    const plain = blocks.filter(block => !block.highlighted)
    expect(blocks.length).toBeGreaterThan(5000)
    // A block of plain words (a CSV example) has no token to mark; nearly all have.
    expect(plain.length / blocks.length).toBeLessThanOrEqual(0.01)
  })

  it(`lists at least one response for every operation, and an error response on at least 90% of pages`, () => {
    const withoutResponse = pages.flatMap(page =>
      operationsOf(page.html)
        .filter(operation => !operation.html.includes(`class="api-response`))
        .map(operation => `${page.path}#${operation.id}`),
    )
    expect(withoutResponse).toEqual([])
    const withError = pages.filter(page => page.html.includes(`class="api-response api-response-error"`))
    expect(withError.length / pages.length).toBeGreaterThanOrEqual(0.9)
  })

  it(`links the Postman collection, served beside the OpenAPI download with its auth and {subdomain}`, () => {
    const downloads = new Set(
      pages.map(page => /href="([^"]+\/postman-collection\.json)"/.exec(page.html)?.[1]),
    )
    expect(downloads.has(undefined)).toBe(false)
    for (const download of downloads) {
      const file = path.join(PUBLIC_DIR, String(download))
      expect(fs.existsSync(path.join(path.dirname(file), `openapi.json`))).toBe(true)
      const collection = JSON.parse(fs.readFileSync(file, `utf8`))
      expect(collection.info.schema).toMatch(/collection\/v2\.1\.0/)
      expect(collection.item.length).toBeGreaterThan(0)
      const variables = (collection.variable as Array<{ key: string }>).map(variable => variable.key)
      const server = JSON.parse(fs.readFileSync(path.join(path.dirname(file), `openapi.json`), `utf8`))
        .servers[0]
      if (String(server.url).includes(`{subdomain}`)) expect(variables).toContain(`subdomain`)
      const authVariables = [...JSON.stringify(collection.auth ?? null).matchAll(/\{\{(\w+)\}\}/g)]
      for (const [, name] of authVariables) expect(variables).toContain(name)
    }
  })
})
