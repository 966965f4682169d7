/** @jest-environment node */
import { planSite } from "../../src/lib/site-plan"
import { markdownSource } from "../support/markdown-source"
import type { MarkdownSource } from "../../src/lib/site-plan-types"
import { planRedirects } from "../../redirects/pipeline"
import { defineFamily } from "../../redirects/types"

const page = markdownSource

const sources = (markdown: Array<MarkdownSource>) => ({ markdown, apis: [], apiProblems: [] })

describe(`planSite`, () => {
  const markdown = [
    page(`/documentation/`),
    page(`/documentation/webhooks/`, { groups: [`Guides`] }),
    page(`/documentation/webhooks/verifying/`, {
      group: `Guides`,
      redirectFrom: [`/documentation/event-connectors/webhooks/verifying/`],
    }),
  ]

  it(`plans every page with its template, and every path a link may use`, () => {
    const plan = planSite(sources(markdown))
    expect(plan.problems).toEqual([])
    expect(plan.pages.map(planned => [planned.path, planned.kind])).toEqual([
      [`/documentation/`, `landing`],
      [`/documentation/webhooks/`, `section-index`],
      [`/documentation/webhooks/verifying/`, `guide`],
    ])
    expect(plan.paths).toEqual(
      expect.arrayContaining([`/documentation/webhooks/verifying/`, `/404/`, `/search-test/`]),
    )
    expect(plan.contentPaths).not.toContain(`/404/`)
  })

  it(`turns redirect_from into rules of the page's own file, validated like any rule`, () => {
    const plan = planSite(sources(markdown))
    expect(plan.pageRedirects).toEqual([
      {
        name: `redirect_from`,
        module: `content/documentation/webhooks/verifying/index.md`,
        rules: [
          [`/documentation/event-connectors/webhooks/verifying/`, `/documentation/webhooks/verifying/`],
        ],
      },
    ])
    const families = plan.pageRedirects.map(({ name, module, rules }) =>
      defineFamily({ name, module, rules }),
    )
    const redirects = planRedirects(families, new Set(plan.paths))
    expect(redirects.problems).toEqual([])
    const clash = planRedirects(
      [
        ...families,
        defineFamily({
          name: `t`,
          module: `t.ts`,
          rules: [[`/documentation/event-connectors/webhooks/verifying`, `/documentation/`]],
        }),
      ],
      new Set(plan.paths),
    )
    expect(clash.problems).toEqual([
      expect.stringMatching(
        /^t.ts: .*listed twice \(also in content\/documentation\/webhooks\/verifying\/index.md/,
      ),
    ])
  })

  it(`names a refused element at its line in the file: the body's first line plus its line in the body`, () => {
    const html = `<docs-content-problem data-line="3" data-problem="a &lt;meta&gt; element; remove it">x</docs-content-problem>`
    const plan = planSite(sources([...markdown.slice(0, 2), { ...markdown[2], html, bodyLine: 6 }]))
    expect(plan.problems).toEqual([
      `content/documentation/webhooks/verifying/index.md:8: a <meta> element; remove it`,
    ])
  })

  it(`reports a broken link with its file`, () => {
    const plan = planSite(
      sources([
        ...markdown,
        page(`/documentation/webhooks/bad/`, { group: `Guides`, html: `<a href="/nowhere/">x</a>` }),
      ]),
    )
    expect(plan.problems.join(`\n`)).toMatch(/content\/documentation\/webhooks\/bad\/index.md/)
  })

  it(`publishes every page of an aliased section at its alias path too, with the primary's context`, () => {
    const plan = planSite(
      sources([
        page(`/documentation/`),
        page(`/documentation/classic-web-widget-sdks/`, { groups: [`Guides`] }),
        page(`/documentation/classic-web-widget-sdks/talk-sdk/`, { group: `Guides` }),
      ]),
    )
    expect(plan.problems).toEqual([])
    const primary = plan.pages.find(
      planned => planned.path === `/documentation/classic-web-widget-sdks/talk-sdk/`,
    )
    const alias = plan.pages.find(planned => planned.path === `/documentation/classic-sdks/talk-sdk/`)
    expect(alias).toEqual({ ...primary, path: `/documentation/classic-sdks/talk-sdk/` })
    expect(plan.paths).toContain(`/documentation/classic-sdks/`)
    expect(plan.contentPaths).not.toContain(`/documentation/classic-sdks/talk-sdk/`)
  })

  it(`reports only a source's own mistake, not the knock-on problems of the page it spoils`, () => {
    const spoiled = page(`/documentation/webhooks/spoiled/`, {
      // What a YAML mistake leaves: no group, and the placeholder title.
      title: `Untitled page`,
      problems: [`content/documentation/webhooks/spoiled/index.md:3: the front matter is not valid YAML: …`],
      html: `<a href="/nowhere/">x</a>`,
    })
    const plan = planSite(sources([...markdown, spoiled]))
    expect(plan.sourcesReadable).toBe(false)
    expect(plan.problems).toEqual([
      `content/documentation/webhooks/spoiled/index.md:3: the front matter is not valid YAML: …`,
    ])
  })
})
