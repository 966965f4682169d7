import {
  bodyProblem,
  duplicateUrlProblems,
  frontmatterProblems,
  readFrontmatter,
} from "../../src/lib/frontmatter"

describe(`frontmatterProblems`, () => {
  it(`accepts a complete frontmatter`, () => {
    expect(
      frontmatterProblems(
        { title: `Webhooks`, description: `One line.`, group: `Guides`, order: 2 },
        `content/a/index.md`,
      ),
    ).toEqual([])
  })

  it(`names the file when the title is missing`, () => {
    const problems = frontmatterProblems({ description: `No title here` }, `content/documentation/x/index.md`)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`content/documentation/x/index.md`)
    expect(problems[0]).toContain(`title`)
  })

  it(`rejects a blank title, bad order and unknown keys`, () => {
    const problems = frontmatterProblems({ title: `  `, order: `first`, colour: `red` }, `f.md`)
    expect(problems.join(`\n`)).toMatch(/no `title`/)
    expect(problems.join(`\n`)).toMatch(/`order` must be a whole number/)
    expect(problems.join(`\n`)).toMatch(/unknown frontmatter key `colour`/)
  })
})

describe(`duplicateUrlProblems`, () => {
  it(`names every file claiming one URL`, () => {
    const problems = duplicateUrlProblems([
      { path: `/a/`, source: `content/a/index.md` },
      { path: `/a/`, source: `content/api-reference/x/openapi.yaml#/tags/0` },
      { path: `/b/`, source: `content/b/index.md` },
    ])
    expect(problems).toEqual([
      expect.stringContaining(`content/a/index.md, content/api-reference/x/openapi.yaml#/tags/0`),
    ])
  })
})

describe(`redirect_from`, () => {
  it(`accepts a list of old addresses`, () => {
    expect(frontmatterProblems({ title: `T`, redirect_from: [`/old/path/`, `/older`] }, `x.md`)).toEqual([])
  })

  it(`names the file when it is not a list of paths`, () => {
    expect(frontmatterProblems({ title: `T`, redirect_from: `/old/` }, `x.md`)).toEqual([
      `x.md: \`redirect_from\` must be a list, even of one address: write \`redirect_from: [/old/]\``,
    ])
    expect(frontmatterProblems({ title: `T`, redirect_from: [`old`] }, `x.md`)).toHaveLength(1)
  })
})

describe(`front matter as written`, () => {
  const file = `content/documentation/x/index.md`
  const text = (frontmatter: string, body = `Body.\n`) => `---\n${frontmatter}\n---\n\n${body}`
  const problemsOf = (source: string) => frontmatterProblems(readFrontmatter(source).data, file, source)

  it(`names the line of each key of the wrong type`, () => {
    const source = text(`title: X\ndescription: One line.\norder: ten\nredirect_from: /old/x`)
    expect(problemsOf(source)).toEqual([
      `${file}:4: \`order\` must be a whole number, such as \`order: 10\` (got "ten")`,
      `${file}:5: \`redirect_from\` must be a list, even of one address: write \`redirect_from: [/old/x]\``,
    ])
  })

  it(`reports a YAML mistake at its line in the file, and nothing else of that file`, () => {
    const source = text(`title: X\ngroup: [Guides\norder: 3`)
    const problems = problemsOf(source)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^content\/documentation\/x\/index.md:\d: the front matter is not valid YAML: /,
    )
    expect(Number(/index.md:(\d)/.exec(problems[0])?.[1])).toBeGreaterThanOrEqual(3)
  })

  it(`never runs code: a ---js block is not front matter`, () => {
    expect(readFrontmatter(`---js\n{ title: process.exit(1) }\n---\nBody`)).toMatchObject({
      data: {},
      body: `Body`,
    })
  })

  it(`finds the body and the line it starts on`, () => {
    expect(readFrontmatter(text(`title: X`))).toMatchObject({
      data: { title: `X` },
      body: `\nBody.\n`,
      bodyLine: 4,
    })
  })
})

describe(`bodyProblem`, () => {
  it(`accepts text`, () => {
    expect(bodyProblem(`Some *markdown* with é and 漢字.\n`, `a.md`)).toBeUndefined()
  })

  it(`names the line where bytes stop being text`, () => {
    expect(bodyProblem(`line one\nline two \uFFFD\uFFFD\n`, `a.md`, 5)).toBe(
      `a.md:6: the page body is not text (2 bytes are not UTF-8); save it as UTF-8 markdown, or keep a binary file next to index.md and link to it`,
    )
    expect(bodyProblem(`\u0000\u0001PNG`, `a.md`)).toMatch(
      /^a.md:1: the page body is not text \(it holds NUL bytes\)/,
    )
  })
})
