/** @jest-environment node */
import type { GatsbyNode } from "gatsby"
import { onCreateNode } from "../../gatsby/content-nodes"
import { MARKDOWN_PAGE_FIELD } from "../../gatsby/schema"
import { stepTimer } from "../../gatsby/step-timer"
import { edgeProblems } from "../../redirects/hosts/edge"
import type { RedirectPlan } from "../../redirects/pipeline"
import { elementsIn } from "../../src/lib/html-tree"

/** The checks createPages runs on every page and rule, made to scale; each still finds what it found. */
describe(`edgeProblems`, () => {
  const rule = (fromPath: string) => ({
    fromPath,
    key: fromPath.toLowerCase(),
    toPath: `/a/`,
    family: `t`,
    module: `t.ts`,
  })
  const plan: RedirectPlan = {
    rules: [rule(`/old/page`), rule(`/static/old.png`), rule(`/Old/app.js`)],
    fallbacks: [{ prefix: `/icons/`, toPath: `/a/`, family: `t`, module: `t.ts` }],
    problems: [],
  }

  test(`names each rule and fallback on a skipped path with the first pattern that skips it`, () => {
    const problems = edgeProblems(plan, [`/static/*`, `/*.js`, `/icons/*`])
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(
      /^t\.ts: rule "\/static\/old\.png" -> "\/a\/": the edge functions skip \/static\/\*/,
    )
    expect(problems[1]).toMatch(/rule "\/Old\/app\.js" .*skip \/\*\.js /)
    expect(problems[2]).toMatch(
      /^t\.ts: fallback "\/icons\/" -> "\/a\/": the edge functions skip \/icons\/\*/,
    )
  })

  test(`nothing skipped, nothing said`, () => {
    expect(edgeProblems(plan, [`/pagefind/*`])).toEqual([])
  })
})

describe(`elementsIn`, () => {
  const html = `<p>a</p>\n<p>\n<a href="/x/#y" id='z'>x &amp; y</a></p>`

  test(`without lines, the same elements and attributes, every line 1`, () => {
    const withLines = elementsIn(html)
    const without = elementsIn(html, { lines: false })
    expect(withLines.map(element => element.line)).toEqual([1, 2, 3])
    expect(without.map(element => element.line)).toEqual([1, 1, 1])
    expect(without.map(({ tag, attributes }) => [tag, [...attributes]])).toEqual(
      withLines.map(({ tag, attributes }) => [tag, [...attributes]]),
    )
  })
})

describe(`stepTimer`, () => {
  function fakeReporter() {
    const events: Array<string> = []
    const reporter = {
      activityTimer: (name: string) => ({
        start: () => events.push(`start ${name}`),
        end: () => events.push(`end ${name}`),
      }),
    }
    return { events, reporter: reporter as unknown as Parameters<typeof stepTimer>[0] }
  }

  test(`a step is one activity named after it, and gives back what it returned`, () => {
    const { events, reporter } = fakeReporter()
    expect(stepTimer(reporter, `createPages`)(`plan`, () => 42)).toBe(42)
    expect(events).toEqual([`start createPages: plan`, `end createPages: plan`])
  })

  test(`an async step ends when it settles, also when it fails`, async () => {
    const { events, reporter } = fakeReporter()
    const time = stepTimer(reporter, `createPages`)
    const pending = time(`read`, () => Promise.resolve(`data`))
    expect(events).toEqual([`start createPages: read`])
    await expect(pending).resolves.toBe(`data`)
    await expect(time(`fail`, () => Promise.reject(new Error(`no`)))).rejects.toThrow(`no`)
    expect(events).toEqual([
      `start createPages: read`,
      `end createPages: read`,
      `start createPages: fail`,
      `end createPages: fail`,
    ])
  })
})

describe(`onCreateNode`, () => {
  test(`writes a markdown page's fields in one createNodeField: each call stores the whole node again`, async () => {
    const file = {
      id: `file`,
      relativePath: `documentation/webhooks/verifying/index.md`,
      relativeDirectory: `documentation/webhooks/verifying`,
      base: `index.md`,
      internal: { type: `File` },
    }
    const node = {
      id: `markdown`,
      parent: file.id,
      frontmatter: { title: `Verifying webhooks`, description: `Check the signature.` },
      internal: { type: `MarkdownRemark` },
    }
    const createNodeField = jest.fn()
    const args = {
      node,
      getNode: () => file,
      loadNodeContent: async () =>
        `---\ntitle: Verifying webhooks\ndescription: Check the signature.\n---\n\nBody.\n`,
      actions: { createNodeField },
    } as unknown as Parameters<NonNullable<GatsbyNode[`onCreateNode`]>>[0]
    await onCreateNode!(args, {} as never, () => undefined)
    expect(createNodeField).toHaveBeenCalledTimes(1)
    expect(createNodeField).toHaveBeenCalledWith({
      node,
      name: MARKDOWN_PAGE_FIELD,
      value: {
        pagePath: `/documentation/webhooks/verifying/`,
        title: `Verifying webhooks`,
        description: `Check the signature.`,
        source: `content/documentation/webhooks/verifying/index.md`,
        problems: [],
        bodyLine: 5,
      },
    })
  })
})
