/** @jest-environment node */
import matter from "gray-matter"
import { markdownText } from "../../redirects/page-texts"
import { rewriteMarkdownLinks } from "../../scripts/move/links"
import {
  addToFrontMatterList,
  frontMatterList,
  removeFromFrontMatterList,
  setFrontMatterValue,
} from "../../src/lib/front-matter-edit"
import { FRONTMATTER_ERROR_KEY, frontmatterProblems, readFrontmatter } from "../../src/lib/frontmatter"

// One front-matter reader for the build and every tool. The five edge front matters on which the
// five regular expressions it replaces disagreed with gray-matter (what gatsby-transformer-remark
// splits the same files with), and the three edits the old text edits broke.

const EDGES = {
  "CRLF line endings": `---\r\ntitle: Crlf\r\ngroup: Basics\r\n---\r\nBody /old/page/ text.\r\n`,
  "a closing --- with a trailing space": `---\ntitle: Spaced\ngroup: Basics\n--- \nBody /old/page/ text.\n`,
  "an empty front matter": `---\n---\nBody /old/page/ text.\n`,
  "a byte order mark": `\uFEFF---\ntitle: Marked\ngroup: Basics\n---\nBody /old/page/ text.\n`,
  "a title YAML's timestamp type would read as a date": `---\ntitle: 2024-01-01\ngroup: 2024-02-02\n---\nBody /old/page/ text.\n`,
}

const EXPECTED: Record<keyof typeof EDGES, Record<string, unknown>> = {
  "CRLF line endings": { title: `Crlf`, group: `Basics` },
  "a closing --- with a trailing space": { title: `Spaced`, group: `Basics` },
  "an empty front matter": {},
  "a byte order mark": { title: `Marked`, group: `Basics` },
  "a title YAML's timestamp type would read as a date": { title: `2024-01-01`, group: `2024-02-02` },
}

describe(`readFrontmatter`, () => {
  it.each(Object.entries(EDGES))(`reads %s as gray-matter splits it`, (name, text) => {
    const reading = readFrontmatter(text)
    expect(reading.data).toEqual(EXPECTED[name as keyof typeof EDGES])
    // The same split as gray-matter's own, which the transformer gives the build.
    expect(reading.body).toBe(matter(text, { engines: { yaml: () => ({}) } }).content)
    expect(reading.body.trim()).toBe(`Body /old/page/ text.`)
    expect(text.slice(reading.bodyStart)).toBe(reading.body)
  })

  it.each(Object.entries(EDGES))(`gives the tools the same title, group and body for %s`, (name, text) => {
    const data = EXPECTED[name as keyof typeof EDGES]
    expect(markdownText(text)).toEqual({ title: data.title ?? ``, text: readFrontmatter(text).body })
    expect(frontMatterList(text, `group`)).toEqual(data.group ? [data.group] : [])
    const rewritten = rewriteMarkdownLinks(text, new Map([[`/old/page/`, `/new/page/`]]))
    expect(rewritten.count).toBe(1)
    expect(rewritten.text).toBe(text.replace(`/old/page/`, `/new/page/`))
  })

  it(`refuses a front matter of many aliases (entity expansion) as a mistake naming its file`, () => {
    const laughs = [
      `a: &a [lol, lol, lol, lol, lol]`,
      `b: &b [*a, *a, *a, *a, *a]`,
      `c: [*b, *b, *b, *b, *b]`,
    ]
    const text = `---\ntitle: X\n${laughs.join(`\n`)}\n---\nBody\n`
    const { data } = readFrontmatter(text)
    expect(data[FRONTMATTER_ERROR_KEY]).toMatch(/not valid YAML: .*alias/i)
    expect(frontmatterProblems(data, `content/x/index.md`, text)).toEqual([
      expect.stringMatching(/^content\/x\/index\.md: the front matter is not valid YAML/),
    ])
  })

  it(`names a YAML mistake at its line in the file`, () => {
    const text = `---\ntitle: X\ngroup: [Guides\norder: 3\n---\nBody\n`
    const [problem] = frontmatterProblems(readFrontmatter(text).data, `content/x/index.md`, text)
    expect(problem).toMatch(/^content\/x\/index\.md:[34]: the front matter is not valid YAML: /)
  })
})

describe(`front matter edits through yaml's document API`, () => {
  const readable = (text: string) => {
    const { data } = readFrontmatter(text)
    expect(frontmatterProblems(data, `content/x/index.md`, text)).toEqual([])
    // One front matter: the body holds no second block.
    expect(readFrontmatter(text).body.startsWith(`---`)).toBe(false)
    return data
  }

  it(`keeps a comment after redirect_from: and the YAML valid`, () => {
    const text = `---\ntitle: A\nredirect_from: # old addresses of this page\n  - /old/a/\n---\nBody\n`
    const edited = addToFrontMatterList(text, `redirect_from`, `/old/b/`).text
    expect(readable(edited).redirect_from).toEqual([`/old/a/`, `/old/b/`])
    expect(edited).toContain(`# old addresses of this page`)
    expect(edited.endsWith(`\n---\nBody\n`)).toBe(true)
  })

  it(`edits the one front matter when its closing --- has a trailing space`, () => {
    const text = `---\ntitle: A\nredirect_from:\n  - /old/a/\n--- \nBody\n`
    const edited = addToFrontMatterList(text, `redirect_from`, `/old/b/`).text
    expect(edited).toBe(`---\ntitle: A\nredirect_from:\n  - /old/a/\n  - /old/b/\n--- \nBody\n`)
    expect(readable(edited).redirect_from).toEqual([`/old/a/`, `/old/b/`])
  })

  it(`keeps a quoted address with a comma one address`, () => {
    const text = `---\ntitle: A\nredirect_from: ["/old/a,b/", /old/c/]\n---\nBody\n`
    const edited = addToFrontMatterList(text, `redirect_from`, `/old/d/`)
    expect(edited.lines).toEqual([`redirect_from: ["/old/a,b/", /old/c/, /old/d/]`])
    expect(readable(edited.text).redirect_from).toEqual([`/old/a,b/`, `/old/c/`, `/old/d/`])
    const removed = removeFromFrontMatterList(edited.text, `redirect_from`, `/old/c/`)
    expect(readable(removed).redirect_from).toEqual([`/old/a,b/`, `/old/d/`])
  })

  it(`keeps order, quoting, blank lines and the writer's list indentation`, () => {
    const text = `---\n# about this page\ntitle: 'A: page' # shown in the tab\n\ngroup: Basics\nredirect_from:\n- /old/a/\n---\nBody\n`
    expect(setFrontMatterValue(text, `group`, `Security`).text).toBe(text.replace(`Basics`, `Security`))
    expect(addToFrontMatterList(text, `redirect_from`, `/old/b/`).text).toBe(
      text.replace(`- /old/a/\n`, `- /old/a/\n- /old/b/\n`),
    )
  })

  it(`keeps CRLF line endings`, () => {
    const text = `---\r\ntitle: A\r\nredirect_from:\r\n  - /old/a/\r\n---\r\nBody\r\n`
    expect(addToFrontMatterList(text, `redirect_from`, `/old/b/`).text).toBe(
      text.replace(`  - /old/a/\r\n`, `  - /old/a/\r\n  - /old/b/\r\n`),
    )
  })
})
