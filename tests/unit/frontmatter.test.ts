import { duplicateUrlProblems, frontmatterProblems } from "../../src/lib/frontmatter"

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
    expect(problems.join(`\n`)).toMatch(/`order` must be a number/)
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
      expect.stringMatching(/^x.md: `redirect_from` must be a list of old addresses/),
    ])
    expect(frontmatterProblems({ title: `T`, redirect_from: [`old`] }, `x.md`)).toHaveLength(1)
  })
})
