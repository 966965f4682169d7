/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import {
  publishedPathsText,
  readPublishedPaths,
  unpublishedProblems,
  vanishedAddresses,
} from "../../redirects/retention"

const resolveOnly =
  (...keys: Array<string>) =>
  (key: string) =>
    keys.includes(key) ? { target: key, fallback: false } : undefined

describe(`the list of published addresses`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-retention-`))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it(`reads one address a line, without comments, blank lines or surrounding spaces`, () => {
    const file = path.join(dir, `published.txt`)
    fs.writeFileSync(
      file,
      `# a header\n/documentation/\n\n  /old/page  \n# another comment\n/api-reference/x/\n`,
    )
    expect(readPublishedPaths(file)).toEqual([`/documentation/`, `/old/page`, `/api-reference/x/`])
  })

  it(`is empty when the file does not exist (a fresh clone without history)`, () => {
    expect(readPublishedPaths(path.join(dir, `missing.txt`))).toEqual([])
  })

  it(`only ever grows: new addresses are added, sorted, each once in its first spelling`, () => {
    const text = publishedPathsText([`/b/`, `/Old/Page.html`], [`/a/`, `/old/page`, `/b/`])
    const lines = text.trimEnd().split(`\n`)
    expect(lines.filter(line => line.startsWith(`#`))).toHaveLength(3)
    expect(lines.filter(line => !line.startsWith(`#`))).toEqual([`/Old/Page.html`, `/a/`, `/b/`])
    expect(text.endsWith(`\n`)).toBe(true)
  })

  it(`reads back what it writes`, () => {
    const file = path.join(dir, `roundtrip.txt`)
    fs.writeFileSync(file, publishedPathsText([`/x/`], [`/y/`]))
    expect(readPublishedPaths(file)).toEqual([`/x/`, `/y/`])
  })
})

describe(`addresses that vanished`, () => {
  it(`are the published ones the table answers for no spelling`, () => {
    const resolve = resolveOnly(`/documentation/`, `/old/page/`)
    expect(vanishedAddresses([`/Documentation/`, `/old/page.html`, `/gone/`], resolve)).toEqual([`/gone/`])
  })

  it(`are each a problem naming the address, where to add a rule, and the list`, () => {
    const problems = unpublishedProblems([`/gone/`, `/kept/`], resolveOnly(`/kept/`), () => [])
    expect(problems).toEqual([
      expect.stringMatching(
        /^\/gone\/ was removed or moved: add a rule to redirects\/families\/… or `redirect_from: \[\/gone\/\]`.*redirects\/published-paths\.txt/,
      ),
    ])
  })

  it(`are reported without a hint when working one out fails`, () => {
    const problems = unpublishedProblems([`/gone/`], resolveOnly(), () => {
      throw new Error(`content unreadable`)
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).not.toContain(`most likely`)
  })

  it(`ask for no hint at all when nothing vanished`, () => {
    const hintsFor = jest.fn(() => [])
    expect(unpublishedProblems([`/kept/`], resolveOnly(`/kept/`), hintsFor)).toEqual([])
    expect(hintsFor).not.toHaveBeenCalled()
  })
})
