/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { cacheControl, resolveRequest, upstreamUrl } from "../../scripts/static-server"

const root = fs.mkdtempSync(path.join(os.tmpdir(), `site-`))
fs.mkdirSync(path.join(root, `docs`))
fs.writeFileSync(path.join(root, `docs`, `index.html`), `docs`)
fs.writeFileSync(path.join(root, `app.js`), `js`)

describe(`static server answers like a plain host`, () => {
  it(`serves files and directory indexes`, () => {
    expect(resolveRequest(root, `/app.js`)).toEqual({ kind: `file`, file: path.join(root, `app.js`) })
    expect(resolveRequest(root, `/docs/?a=1`)).toEqual({
      kind: `file`,
      file: path.join(root, `docs`, `index.html`),
    })
  })

  it(`redirects a directory without its slash, keeping the query`, () => {
    expect(resolveRequest(root, `/docs?a=1`)).toEqual({ kind: `redirect`, location: `/docs/?a=1` })
  })

  it(`treats unknown paths and escapes as missing`, () => {
    expect(resolveRequest(root, `/nope/`)).toEqual({ kind: `missing` })
    expect(resolveRequest(root, `/../etc/passwd`)).toEqual({ kind: `missing` })
    expect(resolveRequest(root, `//`)).toEqual({ kind: `missing` })
  })
})

describe(`static server caching and proxying`, () => {
  it(`revalidates HTML, page data, the service worker and Partytown's unhashed files; hashed assets are immutable`, () => {
    expect(cacheControl(path.join(root, `~partytown`, `partytown-sw.js`))).toBe(`no-cache`)
    expect(cacheControl(path.join(root, `sw.js`))).toBe(`no-cache`)
    expect(cacheControl(path.join(root, `docs`, `index.html`))).toBe(`no-cache`)
    expect(cacheControl(path.join(root, `app-0123abcd.js`))).toBe(`public, max-age=31536000, immutable`)
  })

  it(`fetches a proxied URL from its own origin unless a stand-in is mapped`, () => {
    const url = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
    expect(upstreamUrl(url)).toBe(url)
    expect(upstreamUrl(url, { "https://www.googletagmanager.com": `http://localhost:9912` })).toBe(
      `http://localhost:9912/gtag/js?id=G-UNIT`,
    )
    expect(upstreamUrl(url, { "https://example.com": `http://localhost:9912` })).toBe(url)
  })
})
