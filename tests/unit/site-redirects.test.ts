/** @jest-environment node */
import { planSiteRedirects } from "../../gatsby/redirects"
import { defineFamily } from "../../redirects/types"
import { planSite } from "../../src/lib/site-plan"
import { markdownSource } from "../support/markdown-source"

const page = markdownSource

const site = planSite({
  markdown: [
    page(`/documentation/`),
    page(`/documentation/webhooks/`, { groups: [`Guides`] }),
    page(`/documentation/webhooks/verifying/`, {
      group: `Guides`,
      redirectFrom: [`/documentation/event-connectors/verifying/`],
    }),
  ],
  apis: [],
  apiProblems: [],
})

const oldDocs = defineFamily({
  name: `old-docs`,
  rules: [[`/Old/Webhooks.html`, `/documentation/webhooks/`]],
  fallbacks: [[`/old`, `/documentation/`]],
})

describe(`planSiteRedirects`, () => {
  it(`plans the families and the content's own redirects against the site's pages`, () => {
    const redirects = planSiteRedirects(site, { families: [oldDocs], published: [] })
    expect(redirects.problems).toEqual([])
    expect(redirects.plan.rules.map(rule => [rule.fromPath, rule.toPath, rule.module])).toEqual([
      [`/Old/Webhooks.html`, `/documentation/webhooks/`, `redirects/families/old-docs.ts`],
      [
        `/documentation/event-connectors/verifying/`,
        `/documentation/webhooks/verifying/`,
        `content/documentation/webhooks/verifying/index.md`,
      ],
    ])
    expect(redirects.table.get(`/old/webhooks/`)).toBe(`/documentation/webhooks/`)
    expect(redirects.fallbacks).toEqual([[`/old/`, `/documentation/`]])
  })

  it(`hands the browser the same table, in content-hashed shards`, () => {
    const { browserData } = planSiteRedirects(site, { families: [oldDocs], published: [] })
    expect(browserData.location.base).toMatch(/^\/redirect-data\/[0-9a-f]{12}\/$/)
    const shards = browserData.files.filter(file => !file.path.endsWith(`fallbacks.json`))
    const rows = Object.assign({}, ...shards.map(file => JSON.parse(file.body) as Record<string, string>))
    expect(rows[`/old/webhooks/`]).toBe(`/documentation/webhooks/`)
  })

  it(`reports a published address that is neither a page nor redirected`, () => {
    const published = [`/documentation/webhooks/`, `/old/anything`, `/gone/`]
    const { problems } = planSiteRedirects(site, { families: [oldDocs], published })
    expect(problems).toEqual([expect.stringMatching(/^\/gone\/ was removed or moved/)])
  })

  it(`reports only the table's own problems while it has any (no knock-on retention problems)`, () => {
    const loop = defineFamily({ name: `loop`, rules: [[`/documentation/webhooks/`, `/documentation/`]] })
    const { problems } = planSiteRedirects(site, { families: [loop], published: [`/gone/`] })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every(problem => problem.startsWith(`redirects/families/loop.ts`))).toBe(true)
  })
})
