/** @jest-environment node */
import fs from "fs"
import path from "path"
import remark from "remark"
import footnotes from "remark-footnotes"
import gfm from "remark-gfm"
import removePosition from "unist-util-remove-position"
import { readFrontmatter } from "../../src/lib/frontmatter"
import { siteMarkdown as site } from "../support/site-markdown"

// The site's parser, beside gatsby-transformer-remark's with its own GFM on.
const withRemarkGfm = remark().use(gfm).use(footnotes, { inlineNotes: true })

function tree(processor: typeof site, markdown: string): string {
  return JSON.stringify(removePosition(processor.parse(markdown), true))
}

function linksIn(markdown: string): Array<string> {
  return [...tree(site, markdown).matchAll(/"type":"link","title":null,"url":"([^"]*)"/g)].map(
    match => match[1] ?? ``,
  )
}

const CONTENT_DIR = path.resolve(`content`)

describe(`the site's markdown syntax (plugins/gatsby-remark-gfm-syntax)`, () => {
  it(`reads GFM tables, strikethrough and task lists`, () => {
    const markdown = [`| a | b |`, `| - | :-: |`, `| 1 | ~~2~~ |`, ``, `- [ ] to do`, `- [x] done`].join(`\n`)
    const parsed = tree(site, markdown)
    expect(parsed).toContain(`"type":"table","align":[null,"center"]`)
    expect(parsed).toContain(`"type":"delete"`)
    expect(parsed).toContain(`"checked":false`)
    expect(parsed).toContain(`"checked":true`)
    expect(parsed).toBe(tree(withRemarkGfm, markdown))
  })

  it(`links a bare address as GFM does, but not in code or inside links`, () => {
    expect(
      linksIn(
        [
          `See https://example.com/docs.`,
          ``,
          `Or www.example.org/help, or write to support@example.com.`,
          ``,
          `In \`https://example.com/code\` and [https://example.com/text](/documentation/), nothing.`,
          ``,
          `**https://example.com/strong** (https://example.com/a_(b)) footnote[^1].`,
          ``,
          `[^1]: At https://example.com/note.`,
        ].join(`\n`),
      ),
    ).toEqual([
      `https://example.com/docs`,
      `http://www.example.org/help`,
      `mailto:support@example.com`,
      `/documentation/`,
      `https://example.com/strong`,
      `https://example.com/a_(b)`,
      `https://example.com/note`,
    ])
  })

  it(`links only the first web address of a piece of text (the content gate refuses the rest)`, () => {
    const markdown = `Both https://example.com/a and https://example.com/b.`
    expect(linksIn(markdown)).toEqual([`https://example.com/a`])
    expect(tree(withRemarkGfm, markdown)).toContain(`"url":"https://example.com/b"`)
  })

  it(`parses every page in content/ to the same tree as the transformer's own GFM`, () => {
    const files = fs
      .readdirSync(CONTENT_DIR, { recursive: true, encoding: `utf8` })
      .filter(file => file.endsWith(`.md`))
    expect(files.length).toBeGreaterThan(100)
    const different = files.filter(file => {
      // The transformer parses the body, after the front matter.
      const markdown = readFrontmatter(fs.readFileSync(path.join(CONTENT_DIR, file), `utf8`)).body
      return tree(site, markdown) !== tree(withRemarkGfm, markdown)
    })
    expect(different).toEqual([])
  })
})
