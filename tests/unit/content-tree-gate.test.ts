/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { contentTreeProblems } from "../../gatsby/content-tree"
import { folderNameProblems, nestingOf, nestingProblem, yamlProblems } from "../../src/lib/content-tree-gate"
import { outsideImageFinding } from "../../src/lib/content-gate"
import { gatekeepMarkdown } from "../../src/lib/markdown-gate"
import { siteMarkdown } from "../support/site-markdown"

const API = `content/api-reference/voice/openapi.yaml`
const refs = (text: string) => yamlProblems(text, API, { refs: true })

describe(`OpenAPI $refs`, () => {
  it.each([
    [`/etc/passwd`, `points outside content/`],
    [`../../../../etc/hostname`, `points outside content/`],
    [`../../../gatsby-config.ts#/x`, `points outside content/`],
    [`https://evil.example/schema.yaml`, `is an address on the network`],
    [`file:///etc/passwd`, `is an address on the network`],
    [`//evil.example/x.yaml`, `is an address on the network`],
    [`../ticketing/openapi.yaml#/components/schemas/Ticket`, `points to another file`],
  ])(`refuses $ref: %s, with its line and the fix`, (ref, why) => {
    const text = `openapi: 3.0.3\ncomponents:\n  schemas:\n    A:\n      $ref: '${ref}'\n`
    expect(refs(text)).toHaveLength(1)
    expect(refs(text)[0]).toMatch(new RegExp(`^${API}:5: .* ${why}.*; copy the schema into this document`))
  })

  it(`finds a $ref written with an escaped key or in flow style`, () => {
    expect(refs(`a: {"\\u0024ref": "/etc/passwd"}\n`)[0]).toMatch(/:1: .*points outside content/)
    expect(refs(`a:\n  b: [{$ref: "https://evil.example/"}]\n`)[0]).toMatch(/:2: .*on the network/)
  })

  it(`lets references inside the document through`, () => {
    expect(refs(`a:\n  $ref: '#/components/schemas/A'\nb:\n  $ref: "#/x"\nc: {$ref: '#/y'}\n`)).toEqual([])
  })
})

const BOMB = [
  `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`,
  ...`bcdefghi`.split(``).map((name, index) => {
    const previous = `abcdefgh`[index]
    return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(`,`)}]`
  }),
].join(`\n`)

describe(`YAML aliases`, () => {
  it(`refuses an alias bomb, at its first alias, in any YAML the project reads`, () => {
    expect(yamlProblems(`title: x\n${BOMB}\n`, `content/a/index.md`, { lineOffset: 1, refs: false })).toEqual(
      [
        `content/a/index.md:4: YAML aliases (*name) that expand to more than 100 copies, which would exhaust memory; write the values out instead`,
      ],
    )
    expect(refs(BOMB)).toHaveLength(1)
  })

  it(`lets a few aliases through`, () => {
    expect(refs(`base: &b {x: 1}\none: *b\ntwo: *b\n`)).toEqual([])
  })
})

describe(`markdown nesting`, () => {
  it.each([
    [`a deep list on one line`, `${`- `.repeat(150)}x`],
    [`a deep quote`, `${`>`.repeat(10000)} x`],
    [`a deep quote with spaces`, `${`> `.repeat(101)}x`],
    [
      `a list nested by indentation`,
      Array.from({ length: 300 }, (_, depth) => `${`  `.repeat(depth)}- x`).join(`\n`),
    ],
  ])(`refuses %s, naming the line`, (_, body) => {
    expect(nestingProblem(`intro\n\n${body}\n`, `content/a/index.md`, 5)).toMatch(
      /^content\/a\/index.md:\d+: lists or quotes nested more than 100 levels deep; flatten them, or split the page$/,
    )
  })

  it(`counts what a page of the site nests, and not code`, () => {
    expect(nestingOf(`- a`)).toBe(1)
    expect(nestingOf(`    - b`)).toBe(3)
    expect(nestingOf(`> > quote`)).toBe(2)
    expect(nestingOf(`**bold** and * a star`)).toBe(0)
    expect(nestingProblem(`\`\`\`\n${` `.repeat(400)}x\n\`\`\`\n`, `f`, 1)).toBeUndefined()
  })
})

describe(`folder names`, () => {
  it.each([
    [`content/documentation/probe?q`, `"?" starts a URL's query`],
    [`content/documentation/probe#hash`, `"#" starts a URL's fragment`],
    [`content/documentation/probe%41pct`, `"%" starts a percent-encoded byte`],
    [`content/documentation/probe\u0007bell`, `a control character`],
    [`content/documentation/probe.`, `a trailing dot or space`],
    [`content/documentation/probe `, `a trailing dot or space`],
  ])(`refuses %j`, (folder, why) => {
    const [problem] = folderNameProblems([`content/documentation`, folder])
    expect(
      problem.startsWith(`${JSON.stringify(folder)}: the folder name is a page's address, and ${why}`),
    ).toBe(true)
    expect(problem).toMatch(/rename the folder with lowercase letters, digits and hyphens$/)
  })

  it(`names folders under two such folders once, by their parents`, () => {
    const folders = [`content/Docs`, `content/docs`, `content/Docs/page`, `content/docs/page`]
    expect(folderNameProblems(folders)).toHaveLength(1)
  })

  it(`names both folders that differ only in letter case`, () => {
    expect(
      folderNameProblems([`content/documentation/probe-case`, `content/documentation/Probe-Case`]),
    ).toEqual([
      `content/documentation/Probe-Case and content/documentation/probe-case: folders whose names differ only in letter case are one address on hosts that ignore case; rename one of them, or merge them`,
    ])
  })
})

describe(`relative images`, () => {
  it.each([
    [`../../../../etc/passwd`, `documentation/webhooks`],
    [`..%2F..%2F..%2Fetc%2Fpasswd`, `documentation/webhooks`],
    [`../x.png`, ``],
  ])(`refuses %s from content/%s`, (url, folder) => {
    expect(outsideImageFinding(url, folder, 3)?.what).toBe(`an image outside content/ (${url})`)
  })

  it.each([[`diagram.png`], [`../webhooks/diagram.png`], [`/images/x.png`], [`https://example.com/x.png`]])(
    `lets %s through from a page's folder`,
    url => expect(outsideImageFinding(url, `documentation/webhooks`, 1)).toBeUndefined(),
  )

  it(`marks the image in the page, at its line`, () => {
    const tree = siteMarkdown.parse(`Text\n\n![x](../../../../etc/passwd)\n`)
    gatekeepMarkdown(tree as Parameters<typeof gatekeepMarkdown>[0], `documentation/webhooks`)
    expect(JSON.stringify(tree)).toMatch(/data-line=\\"3\\" data-problem=\\"an image outside content\//)
  })
})

describe(`the tree`, () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), `content-tree-`))
    fs.mkdirSync(path.join(root, `content/documentation/page`), { recursive: true })
    fs.writeFileSync(
      path.join(root, `content/documentation/page/index.md`),
      `---\ntitle: Page\n---\n\nText\n`,
    )
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it(`passes a tree of real files`, () => expect(contentTreeProblems(root)).toEqual([]))

  it(`refuses a link out of the tree and a link loop, without following either`, () => {
    fs.symlinkSync(os.tmpdir(), path.join(root, `content/documentation/outside`))
    fs.symlinkSync(`loop`, path.join(root, `content/documentation/loop`))
    expect(contentTreeProblems(root)).toEqual([
      `content/documentation/loop: a symbolic link (to loop); content is read from real files inside content/ only: replace the link with the files themselves, or remove it`,
      `content/documentation/outside: a symbolic link (to ${os.tmpdir()}); content is read from real files inside content/ only: replace the link with the files themselves, or remove it`,
    ])
  })
})
