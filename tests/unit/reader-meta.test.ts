import { llmsFullTxt, llmsTxt, type LlmsSite } from "../../src/build-output/llms-txt"
import { apiPageCopy, markdownCopyPath, markdownPageCopy } from "../../src/build-output/page-markdown"
import { icoOfPng, wrapWords } from "../../src/build-output/site-images"
import { pagePathOfPageData, titleOfPageData } from "../../src/browser/saved-pages"
import { sourceRepository } from "../../src/config/site"
import { dayOf, GIT_LOG_FORMAT, lastCommitDates, sourceFile } from "../../src/lib/last-commits"
import { headingId } from "../../src/lib/heading-id"
import { breadcrumbsOf, buildSectionNav } from "../../src/lib/navigation"
import { pageFactsOf } from "../../src/lib/page-facts"
import { titledPage, uniqueTitles, type TitledPage } from "../../src/lib/page-titles"
import type { ApiResourcePage } from "../../src/api-reference/types"
import type { SitePage } from "../../src/lib/site-model"

const titled = (
  path: string,
  title: string,
  section?: string,
  ancestors: Array<string> = [],
): TitledPage => ({
  path,
  title,
  section,
  ancestors,
})

describe(`uniqueTitles`, () => {
  it(`names the section after the page's own title, and not on the section's root`, () => {
    const titles = uniqueTitles([
      titled(`/documentation/webhooks/`, `Webhooks`),
      titled(`/documentation/webhooks/verifying/`, `Verifying`, `Webhooks`),
    ])
    expect([...titles.values()]).toEqual([`Webhooks`, `Verifying – Webhooks`])
  })

  it(`adds the nearest ancestor that tells two pages of one section apart, only to them`, () => {
    const titles = uniqueTitles([
      titled(`/s/ios/auth/`, `Authentication`, `Classic SDKs`, [`iOS`, `Chat SDK`]),
      titled(`/s/android/auth/`, `Authentication`, `Classic SDKs`, [`Android`, `Chat SDK`]),
      titled(`/s/ios/setup/`, `Setup`, `Classic SDKs`, [`iOS`]),
    ])
    expect(titles.get(`/s/ios/auth/`)).toBe(`Authentication – iOS – Classic SDKs`)
    expect(titles.get(`/s/android/auth/`)).toBe(`Authentication – Android – Classic SDKs`)
    expect(titles.get(`/s/ios/setup/`)).toBe(`Setup – Classic SDKs`)
  })

  it(`tells apart resources of two APIs by the API`, () => {
    const titles = uniqueTitles([
      titled(`/api-reference/live-chat/chat-api/triggers/`, `Triggers`, `Chat API`),
      titled(`/api-reference/ticketing/business-rules/triggers/`, `Triggers`, `Ticketing API`),
    ])
    expect([...titles.values()]).toEqual([`Triggers – Chat API`, `Triggers – Ticketing API`])
  })

  it(`takes the first tie-breaker the clashing pages differ on, and the area after the section`, () => {
    const titles = uniqueTitles([
      {
        ...titled(`/d/apps/chat/part-1/`, `Part 1`, `Apps`, [`Tutorials`, `Chat app`]),
        outer: [`Documentation`],
      },
      {
        ...titled(`/d/apps/sell/part-1/`, `Part 1`, `Apps`, [`Tutorials`, `Sell app`]),
        outer: [`Documentation`],
      },
      { ...titled(`/d/webhooks/`, `Webhooks`), outer: [`Documentation`] },
      { ...titled(`/a/webhooks/`, `Webhooks`), outer: [`API Reference`] },
    ])
    expect([...titles.values()]).toEqual([
      `Part 1 – Chat app – Apps`,
      `Part 1 – Sell app – Apps`,
      `Webhooks – Documentation`,
      `Webhooks – API Reference`,
    ])
  })

  it(`falls back on the path when nothing else differs, and every title ends unique`, () => {
    const pages = [titled(`/a/x/`, `X`, `S`), titled(`/b/x/`, `X`, `S`), titled(`/c/`, `X – S`)]
    const titles = [...uniqueTitles(pages).values()]
    expect(new Set(titles).size).toBe(3)
    expect(titles).toContain(`X – S (/a/x/)`)
  })

  it(`reads section and ancestors from the breadcrumbs, and an API's group`, () => {
    const crumbs = [`API Reference`, `Integration Services APIs`, `Connections`, `OAuth Clients`].map(
      title => ({
        path: `/${title}/`,
        title,
      }),
    )
    expect(titledPage(`/p/`, `OAuth Clients`, crumbs, `Connections API`)).toEqual({
      path: `/p/`,
      title: `OAuth Clients`,
      section: `Integration Services APIs`,
      ancestors: [`Connections`, `Connections API`],
      outer: [`API Reference`],
    })
  })
})

describe(`breadcrumbs on API pages`, () => {
  const apiPage = (path: string, title: string, order: number): SitePage => ({
    path,
    title,
    description: ``,
    kind: `api-reference`,
    group: `Chat API`,
    order,
    source: `content/api-reference/live-chat/openapi.yaml#/tags/${order}`,
  })
  const nav = buildSectionNav(
    `api-reference/live-chat`,
    [
      apiPage(`/api-reference/live-chat/chat-api/accounts/`, `Accounts`, 1),
      apiPage(`/api-reference/live-chat/chat-api/agents/`, `Agents`, 2),
    ],
    `Chat API`,
  )

  it(`carry the API where its section has no root page, linked to its first page`, () => {
    expect(breadcrumbsOf(nav, `/api-reference/live-chat/chat-api/agents/`)).toEqual([
      { path: `/api-reference/`, title: `API Reference` },
      { path: `/api-reference/live-chat/chat-api/accounts/`, title: `Chat API` },
      { path: `/api-reference/live-chat/chat-api/agents/`, title: `Agents` },
    ])
  })

  it(`keep the page last on the API's first page`, () => {
    expect(
      breadcrumbsOf(nav, `/api-reference/live-chat/chat-api/accounts/`).map(crumb => crumb.title),
    ).toEqual([`API Reference`, `Chat API`, `Accounts`])
  })
})

describe(`last commits from one git log`, () => {
  const log = [
    `\0c3 2025-03-14T23:30:00-02:00`,
    ``,
    `content/a/index.md`,
    `\0c2 2024-01-02T10:00:00+00:00`,
    ``,
    `content/a/index.md`,
    `content/b/openapi.yaml`,
    `\0c1 2023-05-06T10:00:00+00:00`,
    ``,
    `content/c/index.md`,
  ].join(`\n`)

  it(`takes each file's newest commit`, () => {
    expect(GIT_LOG_FORMAT).toBe(`%x00%H %cI`)
    expect(Object.fromEntries(lastCommitDates(log))).toEqual({
      "content/a/index.md": `2025-03-14T23:30:00-02:00`,
      "content/b/openapi.yaml": `2024-01-02T10:00:00+00:00`,
      "content/c/index.md": `2023-05-06T10:00:00+00:00`,
    })
  })

  it(`leaves out files last seen in a shallow clone's boundary commit`, () => {
    expect([...lastCommitDates(log, new Set([`c1`])).keys()]).toEqual([
      `content/a/index.md`,
      `content/b/openapi.yaml`,
    ])
    expect(lastCommitDates(``).size).toBe(0)
  })

  it(`gives the day in UTC, and an API page's file without its pointer`, () => {
    expect(dayOf(`2025-03-14T23:30:00-02:00`)).toBe(`2025-03-15`)
    expect(sourceFile(`content/b/openapi.yaml#/tags/3`)).toBe(`content/b/openapi.yaml`)
  })

  it(`makes a page's facts: its file in the repository's editor and its date when known`, () => {
    expect(pageFactsOf(`content/b/openapi.yaml#/tags/3`, { "content/b/openapi.yaml": `2024-01-02` })).toEqual(
      {
        editUrl: `${sourceRepository.url}/edit/${sourceRepository.branch}/content/b/openapi.yaml`,
        lastUpdated: `2024-01-02`,
      },
    )
    expect(pageFactsOf(`content/{product}-sdks/index.md`).editUrl).toMatch(
      /\/content\/%7Bproduct%7D-sdks\/index\.md$/,
    )
    expect(pageFactsOf(`content/x/index.md`)).not.toHaveProperty(`lastUpdated`)
  })
})

describe(`llms.txt`, () => {
  const page = (path: string, headTitle: string, description: string) => ({
    path,
    title: headTitle,
    headTitle,
    description,
    kind: `guide` as const,
    file: `content${path}index.md`,
  })
  const site: LlmsSite = {
    title: `Acme Developer Docs`,
    description: `Guides and\nreference.`,
    siteUrl: `https://developer.acme.com`,
    sections: [
      { title: `Webhooks`, pages: [page(`/documentation/webhooks/`, `Webhooks`, `Get events [pushed].`)] },
      {
        title: `API Reference`,
        pages: [
          page(`/api-reference/changelog/`, `Changelog`, ``),
          page(`/documentation/webhooks/`, `Webhooks`, `x`),
        ],
      },
    ],
    copyOf: path => (path.startsWith(`/documentation/`) ? markdownCopyPath(path) : undefined),
  }

  it(`gives the site, then each section's pages linking their markdown copy with their description`, () => {
    expect(llmsTxt(site)).toBe(
      [
        `# Acme Developer Docs`,
        ``,
        `> Guides and reference.`,
        ``,
        `Each page below links its markdown copy: the page's address followed by \`index.md\`. All of them, in this order, are in https://developer.acme.com/llms-full.txt.`,
        ``,
        `## Webhooks`,
        ``,
        `- [Webhooks](https://developer.acme.com/documentation/webhooks/index.md): Get events [pushed].`,
        ``,
        `## API Reference`,
        ``,
        `- [Changelog](https://developer.acme.com/api-reference/changelog/)`,
        `- [Webhooks](https://developer.acme.com/documentation/webhooks/index.md): x`,
        ``,
      ].join(`\n`),
    )
  })

  it(`puts every copy in llms-full.txt once, in the same order`, () => {
    const full = llmsFullTxt(site, new Map([[`/documentation/webhooks/`, `# Webhooks\n\nBody.\n`]]))
    expect(full).toBe(`<!-- https://developer.acme.com/documentation/webhooks/ -->\n\n# Webhooks\n\nBody.\n`)
  })
})

describe(`markdown copies`, () => {
  it(`are the page's title, description and body as written, the product name expanded`, () => {
    expect(markdownPageCopy(`Webhooks`, `About {Product} webhooks.`, `\nSee [x](/a/).\n\n`)).toBe(
      `# Webhooks\n\n> About Acme webhooks.\n\nSee [x](/a/).\n`,
    )
  })

  it(`of an API page take the document's descriptions and the model's tables and examples`, () => {
    const page = {
      path: `/api-reference/t/tickets/`,
      title: `Tickets`,
      introHtml: `<p>x</p>`,
      fields: [
        {
          name: `id`,
          type: `integer`,
          readOnly: true,
          mandatory: false,
          descriptionHtml: `<p>The <code>id</code> | key</p>`,
        },
      ],
      operations: [
        {
          id: `list-tickets`,
          title: `List Tickets`,
          endpoints: [{ method: `GET`, path: `/api/v2/tickets` }],
          descriptionHtml: `<p>Lists.</p>`,
          allowedFor: `Agents`,
          parameters: [],
          samplesHtml: `<div class="code-tabs"><pre class="language-bash"><code>curl https://acme.com/api/v2/tickets</code></pre><pre class="language-go"><code>package main</code></pre></div>`,
          responses: [
            { status: `200 OK`, error: false, descriptionHtml: ``, bodyHtml: `<pre><code>{}</code></pre>` },
            { status: `404 Not Found`, error: true, descriptionHtml: `<p>No such ticket.</p>` },
          ],
          requestFields: [],
        },
      ],
    } as unknown as ApiResourcePage
    const document = {
      tags: [{ name: `Tickets`, description: `Tickets are **requests** in {Product}.` }],
      paths: { "/api/v2/tickets": { get: { description: `Lists *every* ticket.` } } },
    }
    const copy = apiPageCopy(page, `Tickets in the Ticketing API`, document)
    expect(copy).toContain(`# Tickets\n\n> Tickets in the Ticketing API\n\nTickets are **requests** in Acme.`)
    expect(copy).toContain(`| \`id\` | integer | yes | no | The id \\| key |`)
    expect(copy).toContain(
      `## List Tickets\n\n\`GET /api/v2/tickets\`\n\nLists *every* ticket.\n\nAllowed for: Agents`,
    )
    expect(copy).toContain("```bash\ncurl https://acme.com/api/v2/tickets\n```")
    expect(copy).not.toContain(`package main`)
    expect(copy).toContain("### Responses\n\nStatus 200 OK\n\n```json\n{}\n```")
    expect(copy).toContain(`Status 404 Not Found: No such ticket.`)
  })
})

describe(`the offline page's list`, () => {
  it(`finds a page's path from its page data's address, leaving out Gatsby's own pages`, () => {
    expect(pagePathOfPageData(`http://localhost:1/page-data/documentation/webhooks/page-data.json`)).toBe(
      `/documentation/webhooks/`,
    )
    expect(pagePathOfPageData(`/page-data/index/page-data.json`)).toBe(`/`)
    expect(pagePathOfPageData(`/page-data/404.html/page-data.json`)).toBeUndefined()
    expect(pagePathOfPageData(`/page-data/app-data.json`)).toBeUndefined()
  })

  it(`titles it from its context, else its path`, () => {
    expect(titleOfPageData({ result: { pageContext: { headTitle: `Agents – Chat API` } } }, `/p/`)).toBe(
      `Agents – Chat API`,
    )
    expect(titleOfPageData(null, `/p/`)).toBe(`/p/`)
  })
})

describe(`site images`, () => {
  it(`wraps a description into lines`, () => {
    expect(wrapWords(`one two three four`, 9)).toEqual([`one two`, `three`, `four`])
  })

  it(`wraps a PNG in an ICO container`, () => {
    const png = Buffer.from([1, 2, 3])
    const ico = icoOfPng(png, 32)
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
    expect(ico.readUInt8(6)).toBe(32)
    expect(ico.readUInt32LE(14)).toBe(3)
    expect(ico.readUInt32LE(18)).toBe(22)
    expect([...ico.subarray(22)]).toEqual([1, 2, 3])
  })
})

describe(`headingId`, () => {
  it(`names a template's heading from its text or its page's path`, () => {
    expect(headingId(`Getting started: Ticketing API`)).toBe(`getting-started-ticketing-api`)
    expect(headingId(`/documentation/webhooks/`)).toBe(`documentation-webhooks`)
    expect(headingId(`Überblick 2025`)).toBe(`überblick-2025`)
  })
})
