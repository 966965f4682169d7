/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { readSiteAddresses } from "../../src/lib/site-sources"

/** The site's addresses read straight from content/: a document that is not YAML makes no pages, and no crash. */
describe(`readSiteAddresses`, () => {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), `site-sources-`))
  afterAll(() => fs.rmSync(content, { recursive: true, force: true }))

  function write(relative: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(content, relative)), { recursive: true })
    fs.writeFileSync(path.join(content, relative), text)
  }

  it(`reads an OpenAPI document's tag pages and download, and skips one that is not YAML`, () => {
    write(
      `api-reference/good/openapi.yaml`,
      `tags:\n  - name: Things\n    x-page-path: /api-reference/good/things/\n`,
    )
    write(`api-reference/broken/openapi.yaml`, `tags:\n  - name: Things\n  : not: [valid yaml\n`)
    const { paths } = readSiteAddresses(content)
    expect(paths).toContain(`/api-reference/good/things/`)
    expect(paths).toContain(`/api-reference/good/openapi.json`)
    expect([...paths].filter(address => address.includes(`/broken/`))).toEqual([])
  })
})
