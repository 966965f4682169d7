/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { readSiteAddresses } from "../../src/lib/read-content"

/** A content folder on disk with the given files (path relative to content/ -> text). */
function contentDir(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `read-content-`))
  const dir = path.join(root, `content`)
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

describe(`readSiteAddresses`, () => {
  it(`reads pages, OpenAPI pages and redirect_from`, () => {
    const dir = contentDir({
      "documentation/a/index.md": `---\ntitle: A\nredirect_from: [/old/a]\n---\nBody`,
      "api-reference/x/openapi.yaml": `openapi: 3.0.3\ntags:\n  - name: T\n    x-page-path: /api-reference/x/t/t/\n`,
    })
    const site = readSiteAddresses(dir)
    expect(site.problems).toEqual([])
    expect(site.paths).toEqual(
      new Set([
        `/search/`,
        `/search-test/`,
        `/404/`,
        `/500/`,
        `/offline/`,
        `/documentation/a/`,
        `/api-reference/x/t/t/`,
        `/api-reference/x/openapi.json`,
        `/api-reference/x/postman-collection.json`,
      ]),
    )
    expect(site.pageRedirects[0]).toEqual({
      name: `redirect_from`,
      module: `content/documentation/a/index.md`,
      rules: [[`/old/a`, `/documentation/a/`]],
    })
  })

  it(`names the file and line of a malformed OpenAPI document instead of throwing`, () => {
    const dir = contentDir({
      "api-reference/x/openapi.yaml": `openapi: 3.0.3\ntags:\n  - name: T\n   x-page-path: /a/\n`,
    })
    const site = readSiteAddresses(dir)
    expect(site.problems).toEqual([
      expect.stringMatching(/^content\/api-reference\/x\/openapi.yaml:4: not valid YAML: /),
    ])
  })

  it(`reports front matter of the wrong type, with its line, as the build does`, () => {
    const dir = contentDir({
      "documentation/a/index.md": `---\ntitle: A\norder: ten\nredirect_from: /old/a\n---\nBody`,
      "documentation/b/index.md": `---\ntitle: [B\n---\nBody`,
    })
    const site = readSiteAddresses(dir)
    expect(site.problems).toEqual([
      expect.stringMatching(/^content\/documentation\/a\/index.md:3: `order` must be a whole number/),
      expect.stringMatching(/^content\/documentation\/a\/index.md:4: `redirect_from` must be a list/),
      expect.stringMatching(/^content\/documentation\/b\/index.md:\d: the front matter is not valid YAML/),
    ])
    expect(site.paths.has(`/documentation/b/`)).toBe(true)
  })
})
