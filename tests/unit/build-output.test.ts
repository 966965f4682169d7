/** @jest-environment node */
import { cacheImmutable, cacheRevalidate, cacheControlFor, isHashedFile } from "../../src/config/http-headers"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { partytownSnippet } from "@builder.io/partytown/integration"
import { clientInsertedScripts, headerPolicy, pagePolicy } from "../../src/config/content-security-policy"
import { inlineScriptHashes, readBuiltPage, withCspMeta } from "../../src/build-output/csp"
import { HELD_SCRIPT_TYPE, withScriptsHeld } from "../../src/build-output/held-scripts"
import { withHeadScript } from "../../src/build-output/head-script"
import { hashedHeaderPaths, headersFile } from "../../src/build-output/headers-file"
import { SITEMAP_INDEX_PATH, sitemapPaths, writeSitemap } from "../../src/build-output/sitemap"

describe(`withHeadScript`, () => {
  it(`puts the script first in the head, verbatim, even with replacement patterns in it`, () => {
    const script = `var a="$'",b="$\`",c="$&",d="$1";`
    const once = withHeadScript(`<html><head><title>x</title></head></html>`, script, `lookup`)
    expect(once).toBe(`<html><head><script id="lookup">${script}</script><title>x</title></head></html>`)
    expect(withHeadScript(once, `var b=2;`, `lookup`)).toBe(
      `<html><head><script id="lookup">var b=2;</script><title>x</title></head></html>`,
    )
  })
})

describe(`the cache policy`, () => {
  it.each([
    [`/app-3b5144648d04437a9f59.js`, cacheImmutable],
    [`/component---src-templates-guide-tsx-d773c080077f28775116.js.map`, cacheImmutable],
    [`/framework-28f6ca359d805d966ffc.js.LICENSE.txt`, cacheImmutable],
    [`/static/eaf0ff99f91a26d20b74c693b1ee2236/icon.png`, cacheImmutable],
    [`/redirect-data/e41d77093aac/3.json`, cacheImmutable],
    [`/pagefind/fragment/en_0f6b825.pf_fragment`, cacheImmutable],
    [`/pagefind/pagefind.en_f6c817b7a7.pf_meta`, cacheImmutable],
    [`/documentation/webhooks/index.html`, cacheRevalidate],
    [`/page-data/documentation/page-data.json`, cacheRevalidate],
    [`/sw.js`, cacheRevalidate],
    [`/robots.txt`, cacheRevalidate],
    [`/sitemap-index.xml`, cacheRevalidate],
    [`/api-reference/changelog/feed.xml`, cacheRevalidate],
    [`/api-reference/ticketing/openapi.json`, cacheRevalidate],
    [`/icons/icon-48x48.png`, cacheRevalidate],
    [`/~partytown/partytown.js`, cacheRevalidate],
    [`/pagefind/pagefind.js`, cacheRevalidate],
    [`/idb-keyval-3.2.0-iife.min.js`, cacheRevalidate],
    [`/redirect-data/not-a-hash/0.json`, cacheRevalidate],
  ])(`%s: %s`, (path, policy) => expect(cacheControlFor(path)).toBe(policy))
})

describe(`_headers`, () => {
  it(`sends the site's headers everywhere and marks hashed files immutable, folders as one rule`, () => {
    const files = [`/app-3b5144648d04437a9f59.js`, `/static/abc/icon.png`, `/static/def/x.png`, `/robots.txt`]
    const paths = hashedHeaderPaths(files, isHashedFile)
    expect(paths).toEqual([`/app-3b5144648d04437a9f59.js`, `/static/*`])
    const text = headersFile(paths, { "X-Content-Type-Options": `nosniff` })
    expect(text).toContain(`/*\n  X-Content-Type-Options: nosniff\n`)
    expect(text).toContain(`/static/*\n  Cache-Control: ${cacheImmutable}`)
    expect(text).not.toContain(`/robots.txt`)
  })
})

describe(`each page's Content-Security-Policy`, () => {
  const page = `<html><head><script id="docs-redirect-lookup">var a=1</script><title>x</title><script type="application/json">{}</script><script src="/app.js"></script></head><body><script>window.pagePath="/x/"</script><script type="text/partytown">gtag()</script></body></html>`

  it(`hashes exactly the inline scripts a browser would run, Partytown's (its fallback runs them) included`, () => {
    const sha = (text: string) => `'sha256-${crypto.createHash(`sha256`).update(text).digest(`base64`)}'`
    expect(inlineScriptHashes(page)).toEqual([sha(`var a=1`), sha(`window.pagePath="/x/"`), sha(`gtag()`)])
  })

  it(`hashes a script's text exactly as written: markup-like text, entities and comments inside it stay as they are`, () => {
    const sha = (text: string) => `'sha256-${crypto.createHash(`sha256`).update(text).digest(`base64`)}'`
    const text = `if (a < b && c > d) document.write("<p>&amp;</p><!-- x -->")`
    expect(inlineScriptHashes(`<p>before</p><SCRIPT TYPE=" Module ">${text}</script><p>after</p>`)).toEqual([
      sha(text),
    ])
  })

  it(`finds, in the same pass, the element Pagefind indexes: whole, nested elements of its tag included`, () => {
    const body = `<div class="page__main" data-pagefind-body=""><h1>T</h1><div><div>a</div></div><p>b</p></div>`
    const html = `<html><head><script>x()</script></head><body><div id="___gatsby"><main>${body}</main><div>after</div></div><script>y()</script></body></html>`
    const page = readBuiltPage(html)
    expect(page.searchBody).toBe(body)
    expect(page.scriptHashes).toEqual(inlineScriptHashes(html))
    expect(page.scriptHashes).toHaveLength(2)
    expect(readBuiltPage(`<html><body><article>no mark</article></body></html>`).searchBody).toBeUndefined()
  })

  it(`puts the policy first in the head, before any script, replacing an earlier one`, () => {
    const once = withCspMeta(page, `script-src 'self'`)
    expect(
      once.startsWith(
        `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><script`,
      ),
    ).toBe(true)
    const twice = withCspMeta(once, `script-src 'none'`)
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(twice).toContain(`content="script-src 'none'"`)
  })

  it(`allows inline scripts in the header only, and the page's hashes in its own policy`, () => {
    const origins = { widget: [`https://static.acmecdn.com`], analytics: [] }
    expect(headerPolicy(origins)).toMatch(
      /script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' https:\/\/static.acmecdn.com/,
    )
    expect(headerPolicy(origins)).toContain(`frame-ancestors 'self'`)
    const policy = pagePolicy([`'sha256-abc'`], origins)
    expect(policy).toMatch(/script-src 'self' 'sha256-abc' 'wasm-unsafe-eval' https:\/\/static.acmecdn.com;/)
    const scripts = policy.split(`; `).find(directive => directive.startsWith(`script-src`))
    expect(scripts).not.toContain(`unsafe-inline`)
    expect(scripts).not.toContain(`'unsafe-eval'`)
  })

  it(`with analytics, also allows the Partytown snippet the app inserts on a page rendered from the app shell`, () => {
    const origins = { widget: [], analytics: [`https://www.googletagmanager.com`] }
    const snippet = partytownSnippet({ forward: [`gtag`] })
    const html = `<!DOCTYPE html><html><head><script data-partytown="">${snippet}</script></head></html>`
    const [snippetHash] = inlineScriptHashes(html)
    expect(clientInsertedScripts(origins)).toEqual([snippet])
    expect(pagePolicy([`'sha256-abc'`], origins)).toContain(`'sha256-abc' ${snippetHash}`)
    expect(pagePolicy([], { widget: [], analytics: [] })).not.toContain(snippetHash)
  })
})

describe(`404.html's scripts held for the redirect lookup`, () => {
  const page = `<html><head></head><body><div id="___gatsby"></div><script>window.pagePath="/404.html"</script><script src="/webpack-runtime-1.js" async=""></script><script src="/app-2.js" async></script></body></html>`

  it(`holds Gatsby's bundle scripts as inert elements, and only them, once`, () => {
    const held = withScriptsHeld(page)
    expect(held).toContain(`<script>window.pagePath="/404.html"</script>`)
    expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" data-src="/webpack-runtime-1.js"></script>`)
    expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" data-src="/app-2.js"></script>`)
    expect(held).not.toMatch(/<script src=/)
    expect(withScriptsHeld(held)).toBe(held)
  })
})

describe(`the sitemap`, () => {
  const siteUrl = `https://developer.example.com`
  let dir: string
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), `sitemap-`))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it(`lists each planned page once, alias trees left out, as gatsby-plugin-sitemap listed them`, async () => {
    await writeSitemap(dir, siteUrl, [
      `/documentation/`,
      `/documentation/classic-web-widget-sdks/unity-sdk/`,
      `/documentation/classic-sdks/unity-sdk/`,
    ])
    const index = fs.readFileSync(path.join(dir, `sitemap-index.xml`), `utf8`)
    expect(SITEMAP_INDEX_PATH).toBe(`/sitemap-index.xml`)
    expect(index).toContain(`<sitemap><loc>${siteUrl}/sitemap-0.xml</loc></sitemap>`)
    const sitemap = fs.readFileSync(path.join(dir, `sitemap-0.xml`), `utf8`)
    expect([...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(match => match[1])).toEqual([
      `<loc>${siteUrl}/documentation/</loc><changefreq>daily</changefreq><priority>0.7</priority>`,
      `<loc>${siteUrl}/documentation/classic-web-widget-sdks/unity-sdk/</loc><changefreq>daily</changefreq><priority>0.7</priority>`,
    ])
  })

  it(`replaces the sitemap files of an earlier build, whatever is in their place`, async () => {
    fs.mkdirSync(path.join(dir, `sitemap-0.xml`))
    fs.writeFileSync(path.join(dir, `sitemap-1.xml`), `stale`)
    await writeSitemap(dir, siteUrl, [`/documentation/`])
    expect(fs.readdirSync(dir).sort()).toEqual([`sitemap-0.xml`, `sitemap-index.xml`])
    expect(fs.readFileSync(path.join(dir, `sitemap-0.xml`), `utf8`)).toContain(`${siteUrl}/documentation/`)
  })

  it(`keeps every page outside an alias tree`, () => {
    expect(sitemapPaths([`/api-reference/`, `/documentation/classic-sdks/`, `/documentation/`])).toEqual([
      `/api-reference/`,
      `/documentation/`,
    ])
  })
})
