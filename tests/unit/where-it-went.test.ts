/** @jest-environment node */
import { unpublishedProblems } from "../../redirects/retention"
import { successorRanker, type PageText } from "../../redirects/successor"
import { hintText } from "../../redirects/where-it-went"
import { closestHit } from "../../scripts/redirects/miss-rows"
import {
  addToFrontMatterList,
  frontMatterList,
  removeFromFrontMatterList,
  setFrontMatterValue,
} from "../../src/lib/front-matter-edit"
import type { SearchHit } from "../../src/search/result-model"
import { suggestPages } from "../../src/search/suggest-pages"

// Where a vanished page went (the retention check's message, `--suggest`), the rule the log mining
// proposes (the 404 page's engine), and the front matter lines both write.

const text = (path: string, title: string, body: string, kind: PageText[`kind`] = `markdown`): PageText => ({
  path,
  title,
  text: body,
  file: `content${path}index.md`,
  kind,
})
const SIGNING = `Every webhook request is signed with HMAC-SHA256 over the timestamp and the body; compare the signature with the header before trusting the payload, and reject old timestamps to stop replays.`
const PAGES = [
  text(`/documentation/webhooks/`, `Webhooks`, `Webhooks send requests to your endpoint when events happen.`),
  text(`/documentation/webhooks/security/verifying-requests/`, `Verifying webhook authenticity`, SIGNING),
  text(
    `/documentation/webhooks/testing/`,
    `Testing webhooks`,
    `Send a test request to your endpoint and read the response.`,
  ),
  text(
    `/documentation/apps/verifying-signed-requests/`,
    `Verifying signed requests`,
    `Apps receive signed JWT requests from the product.`,
  ),
  text(
    `/api-reference/ticketing/tickets/ticket_audits/`,
    `Ticket Audits`,
    `Audits record every change to a ticket.`,
    `openapi`,
  ),
  text(
    `/api-reference/ticketing/tickets/tickets/`,
    `Tickets`,
    `Tickets are the means through which end users communicate.`,
    `openapi`,
  ),
]

describe(`successorRanker`, () => {
  const published = new Set(PAGES.map(page => page.path).filter(path => !path.includes(`/security/`)))
  const rank = successorRanker(PAGES, path => !published.has(path), `acme`)

  it(`finds a moved page by its last text, and says it is not yet published`, () => {
    const found = rank({
      address: `/documentation/webhooks/verifying/`,
      title: `Verifying webhook authenticity`,
      text: SIGNING,
    })
    expect(found).toMatchObject({ basis: `text`, unpublished: true })
    expect(found?.page.path).toBe(`/documentation/webhooks/security/verifying-requests/`)
    expect(found?.similarity).toBeGreaterThan(0.9)
  })

  it(`known only by its address, looks for its words as the 404 page does, its own section first`, () => {
    expect(rank({ address: `/rest_api/docs/support/ticket_audits.html` })).toMatchObject({
      basis: `address`,
      query: `ticket audits`,
      page: { path: `/api-reference/ticketing/tickets/ticket_audits/` },
    })
    expect(rank({ address: `/documentation/webhooks/verifying/` })?.page.path).toBe(
      `/documentation/webhooks/security/verifying-requests/`,
    )
    expect(rank({ address: `/apps/verifying/` })?.page.path).toBe(
      `/documentation/apps/verifying-signed-requests/`,
    )
  })

  it(`names no page when nothing is close`, () => {
    expect(rank({ address: `/documentation/kb/4412/` })).toBeUndefined()
    expect(
      rank({
        address: `/old/page/`,
        title: `Billing`,
        text: `Invoices and payment methods for your subscription.`,
      }),
    ).toBeUndefined()
  })
})

describe(`the retention check's message`, () => {
  const hint = {
    address: `/documentation/webhooks/verifying/`,
    successor: { page: PAGES[1], similarity: 0.97, unpublished: true, basis: `text` as const },
    file: `content/documentation/webhooks/security/verifying-requests/index.md`,
    lines: [`redirect_from:`, `  - /documentation/webhooks/verifying/`],
  }

  it(`names the most likely new page and the exact lines to add`, () => {
    const [problem] = unpublishedProblems(
      [`/documentation/webhooks/verifying/`],
      () => undefined,
      () => [hint],
    )
    expect(problem).toMatch(
      /^\/documentation\/webhooks\/verifying\/ was removed or moved: add a rule to redirects\/families\/… or `redirect_from/,
    )
    expect(problem).toContain(
      `most likely it became /documentation/webhooks/security/verifying-requests/ ("Verifying webhook authenticity", its text 97 % alike, not yet published); add to the front matter of content/documentation/webhooks/security/verifying-requests/index.md:\n    redirect_from:\n      - /documentation/webhooks/verifying/`,
    )
  })

  it(`for an API page, a row of the family of in-site moves`, () => {
    const row = [
      `[\`/api-reference/ticketing/audits/\`, \`/api-reference/ticketing/tickets/ticket_audits/\`],`,
    ]
    const api = {
      ...hint,
      successor: { ...hint.successor, page: PAGES[4], basis: `address` as const, query: `audits` },
      file: `redirects/families/renamed-in-place.ts`,
      lines: row,
    }
    expect(hintText(api)).toBe(
      `most likely it became /api-reference/ticketing/tickets/ticket_audits/ ("Ticket Audits", by the words "audits" of the address, as the 404 page would suggest); add to the rules of redirects/families/renamed-in-place.ts (an API page has no front matter):\n    ${row[0]}`,
    )
  })

  it(`asks for hints only about addresses that vanished`, () => {
    const asked: Array<ReadonlyArray<string>> = []
    const problems = unpublishedProblems(
      [`/a/`, `/b/`],
      key => (key === `/a/` ? { target: `/a/`, fallback: false } : undefined),
      vanished => {
        asked.push(vanished)
        return []
      },
    )
    expect(asked).toEqual([[`/b/`]])
    expect(problems).toHaveLength(1)
  })
})

describe(`the 404 page's engine, for rules mined from logs`, () => {
  const hit = (url: string, title: string): SearchHit => ({
    url,
    title,
    section: ``,
    excerpt: [],
    headings: [],
  })
  it(`tries the address's queries, most specific first, until one finds pages`, async () => {
    const asked: Array<string> = []
    const found = await suggestPages(
      `/embeddables/docs/android/handle_push_notifications_ua`,
      `acme`,
      async query => {
        asked.push(query)
        return query === `notifications` ? [hit(`/documentation/push/`, `Push notifications`)] : []
      },
    )
    expect(asked).toEqual([`handle push notifications ua`, `notifications handle`, `notifications`])
    expect(found).toEqual({
      query: `notifications`,
      hits: [hit(`/documentation/push/`, `Push notifications`)],
    })
  })

  it(`proposes no rule to a page that only mentions the words in its text`, () => {
    const offered = [
      hit(`/api-reference/live-chat/chat-conversations-api/conversations-api/`, `Chat Conversations API`),
    ]
    expect(
      closestHit(offered, `/api/v1/ping`, new Set(offered.map(each => each.url)), `ping`),
    ).toBeUndefined()
    expect(
      closestHit(offered, `/old/conversation`, new Set(offered.map(each => each.url)), `conversation`),
    ).toBe(offered[0])
  })

  it(`picks, among the pages it offers, the one whose address shares most words with the old one`, () => {
    const hits = [
      hit(`/api-reference/ticketing/users/users/`, `Users`),
      hit(`/api-reference/sales-crm/resources/users/`, `Users`),
    ]
    const pages = new Set(hits.map(each => each.url))
    expect(closestHit(hits, `/old/sales-crm/users`, pages, `users`)?.url).toBe(
      `/api-reference/sales-crm/resources/users/`,
    )
    expect(closestHit(hits, `/old/users`, pages, `users`)?.url).toBe(`/api-reference/ticketing/users/users/`)
    expect(closestHit(hits, `/old/users`, new Set(), `users`)).toBeUndefined()
    const intros = [
      hit(`/documentation/custom-data/`, `Custom data`),
      hit(`/api-reference/custom-data/introduction/`, `Custom Data APIs`),
    ]
    expect(
      closestHit(
        intros,
        `/doc/v2/custom-data/introduction.html`,
        new Set(intros.map(each => each.url)),
        `custom data`,
      )?.url,
    ).toBe(`/api-reference/custom-data/introduction/`)
  })

  it(`also weighs the pages whose address holds the old one's segments whole, shallowest first`, () => {
    const offered = [
      hit(`/api-reference/ticketing/account-configuration/support_addresses/`, `Support Addresses`),
    ]
    const pages = new Set([
      ...offered.map(each => each.url),
      `/api-reference/apps/apps-support-api/introduction/`,
      `/api-reference/agent-availability/introduction/`,
      `/api-reference/agent-availability/agent-availability-api/introduction/`,
    ])
    expect(closestHit(offered, `/doc/v2/apps-support-api/introduction`, pages, `support`)?.url).toBe(
      `/api-reference/apps/apps-support-api/introduction/`,
    )
    expect(closestHit([], `/doc/v2/agent-availability/introduction.html`, pages, `agent`)?.url).toBe(
      `/api-reference/agent-availability/introduction/`,
    )
    expect(closestHit([], `/doc/v2/nothing/here`, pages, `nothing`)).toBeUndefined()
  })
})

describe(`front matter edits keep everything else as written`, () => {
  const markdown = `---\ntitle: A page # a comment\ngroup: Basics\nredirect_from:\n  - /one/\n---\n\nBody: redirect_from: stays.\n`
  it(`adds to a block list, a flow list, or a new key`, () => {
    expect(addToFrontMatterList(markdown, `redirect_from`, `/two/`)).toEqual({
      text: markdown.replace(`  - /one/\n`, `  - /one/\n  - /two/\n`),
      lines: [`  - /two/`],
    })
    const flow = markdown.replace(`redirect_from:\n  - /one/`, `redirect_from: [/one/]`)
    expect(addToFrontMatterList(flow, `redirect_from`, `/two/`).lines).toEqual([
      `redirect_from: [/one/, /two/]`,
    ])
    expect(addToFrontMatterList(`---\ntitle: B\n---\nText\n`, `redirect_from`, `/old/`)).toEqual({
      text: `---\ntitle: B\nredirect_from:\n  - /old/\n---\nText\n`,
      lines: [`redirect_from:`, `  - /old/`],
    })
    expect(addToFrontMatterList(markdown, `redirect_from`, `/one/`)).toEqual({ text: markdown, lines: [] })
  })

  it(`removes from a list, and the key with its last item; sets a value`, () => {
    expect(
      frontMatterList(removeFromFrontMatterList(markdown, `redirect_from`, `/one/`), `redirect_from`),
    ).toEqual([])
    expect(removeFromFrontMatterList(markdown, `redirect_from`, `/one/`)).not.toContain(`redirect_from:\n`)
    expect(setFrontMatterValue(markdown, `group`, `Security`).text).toContain(
      `title: A page # a comment\ngroup: Security\n`,
    )
  })
})
