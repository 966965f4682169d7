import { searchMetaWeights } from "../../src/config/search"
import { searchAreaOf, searchPageWeightOf, withSearchAttributes } from "../../src/search/areas"
import { answerIn } from "../../src/search/answer"
import { pagefindQuery, type PagefindModule } from "../../src/search/pagefind"
import type { PagefindResultData } from "../../src/search/result-model"
import {
  buildVocabulary,
  checkQuery,
  closestWords,
  editDistance,
  isKnown,
  queryWords,
  vocabularyFileOf,
  wordsOf,
} from "../../src/search/vocabulary"
import { operationsMeta } from "../../src/templates/api-reference"
import type { ApiOperation } from "../../src/api-reference/types"

// The ranking rules the site gives Pagefind (areas, page weights, metadata weights, the operations
// field) and the rules applied around it (one-letter words, unknown words, corrections).

describe(`areas and page weights`, () => {
  it(`puts each page in one area: API reference, SDKs (current and classic), use cases, else guides`, () => {
    expect(searchAreaOf(`/api-reference/ticketing/tickets/tickets/`, `acme`)).toBe(`API reference`)
    expect(searchAreaOf(`/documentation/acme-web-widget-sdks/sdks/ios/`, `acme`)).toBe(`SDKs`)
    expect(searchAreaOf(`/documentation/classic-web-widget-sdks/support-sdk/ios/`, `acme`)).toBe(`SDKs`)
    expect(searchAreaOf(`/use-cases/sync-sales-deals/`, `acme`)).toBe(`Use cases`)
    expect(searchAreaOf(`/documentation/webhooks/`, `acme`)).toBe(`Guides`)
    expect(searchAreaOf(`/documentation/`, `acme`)).toBe(`Guides`)
  })

  it(`weighs classic SDK pages below current ones, and general API pages above a product's own`, () => {
    const classic = searchPageWeightOf(
      `/documentation/classic-web-widget-sdks/chat-sdk-v2/android/push_notifications/`,
    )
    const current = searchPageWeightOf(`/documentation/acme-web-widget-sdks/sdks/android/push_notifications/`)
    expect(classic).toBeLessThan(current)
    const general = searchPageWeightOf(`/api-reference/introduction/rate-limits/`)
    const productOwn = searchPageWeightOf(`/api-reference/sales-crm/rate-limits/`)
    expect(general).toBeGreaterThan(productOwn)
    expect(
      searchPageWeightOf(`/documentation/api-basics/pagination/paginating-through-lists/`),
    ).toBeGreaterThan(1)
  })

  it(`hands Pagefind the search body with the area as a filter and the weight on its first tag`, () => {
    const body = `<article data-pagefind-body="" data-section="x"><h1>Push</h1></article>`
    expect(withSearchAttributes(body, `/documentation/classic-web-widget-sdks/a/`, `acme`)).toBe(
      `<article data-pagefind-filter="area:SDKs" data-pagefind-weight="0.5" data-pagefind-body="" data-section="x"><h1>Push</h1></article>`,
    )
    expect(withSearchAttributes(body, `/documentation/webhooks/`, `acme`)).toBe(
      `<article data-pagefind-filter="area:Guides" data-pagefind-body="" data-section="x"><h1>Push</h1></article>`,
    )
  })

  it(`boosts a match in the title and in an API page's operations above one in the text`, () => {
    expect(searchMetaWeights.title).toBeGreaterThan(1)
    expect(searchMetaWeights.operations).toBeGreaterThan(1)
  })

  it(`gives an API page's operations as one field: each name, then its methods and paths`, () => {
    const operation = (title: string, endpoints: Array<[string, string]>) =>
      ({ title, endpoints: endpoints.map(([method, path]) => ({ method, path })) }) as unknown as ApiOperation
    expect(
      operationsMeta([
        operation(`Create Ticket`, [[`POST`, `/api/v2/tickets`]]),
        operation(`List Tickets`, [
          [`GET`, `/api/v2/tickets`],
          [`GET`, `/api/v2/organizations/{organization_id}/tickets`],
        ]),
      ]),
    ).toBe(
      `Create Ticket POST /api/v2/tickets; List Tickets GET /api/v2/tickets GET /api/v2/organizations/{organization_id}/tickets`,
    )
  })
})

describe(`the words of a query`, () => {
  it(`splits on anything but letters and digits, lower-cased, diacritics folded`, () => {
    expect(wordsOf(`POST /api/v2/Tickets {ticket_id} Café`)).toEqual([
      `post`,
      `api`,
      `v2`,
      `tickets`,
      `ticket`,
      `id`,
      `cafe`,
    ])
  })

  it(`never searches a one-letter word: alone it would match half the site`, () => {
    expect(queryWords(`x channel`, 2)).toEqual([`channel`])
    expect(pagefindQuery(`x channel`)).toBe(`channel`)
    expect(pagefindQuery(` a `)).toBe(``)
    expect(pagefindQuery(`POST /api/v2/tickets`)).toBe(`POST /api/v2/tickets`)
  })
})

describe(`the vocabulary`, () => {
  const shard = [`webhook`, `webhooks`, `web`, `widget`, `window`]

  it(`files words by first character, most frequent first, and leaves out one-letter words`, () => {
    const vocabulary = buildVocabulary(
      new Map([
        [`web`, 3],
        [`webhook`, 9],
        [`x`, 40],
        [`2fa`, 1],
        [`ñu`, 1],
      ]),
      2,
    )
    expect(vocabulary.get(`w.json`)).toEqual([`webhook`, `web`])
    expect(vocabulary.get(`2.json`)).toEqual([`2fa`])
    expect(vocabulary.get(`other.json`)).toEqual([`ñu`])
    expect(vocabulary.has(`x.json`)).toBe(false)
    expect(vocabularyFileOf(`Ñu`)).toBe(`other.json`)
  })

  it(`knows a word when an indexed word starts with it, as Pagefind matches prefixes`, () => {
    expect(isKnown(`webho`, shard)).toBe(true)
    expect(isKnown(`webhok`, shard)).toBe(false)
  })

  it(`measures edits, a swap of neighbours being one`, () => {
    expect(editDistance(`pagnation`, `pagination`, 2)).toBe(1)
    expect(editDistance(`tikcets`, `tickets`, 2)).toBe(1)
    expect(editDistance(`xyzzyplugh`, `webhook`, 2)).toBe(3)
  })

  it(`offers the closest known words, closest then most frequent, within 1 edit (2 from six letters)`, () => {
    expect(closestWords(`webhok`, shard, 3)).toEqual([`webhook`, `webhooks`])
    expect(closestWords(`wub`, shard, 3)).toEqual([`web`])
    expect(closestWords(`xyzzyplugh`, shard, 3)).toEqual([])
  })

  it(`corrects a query only when every unknown word has a close known word`, () => {
    expect(checkQuery([`webhok`, `signature`], () => [...shard, `signature`], 5)).toEqual({
      unknown: [`webhok`],
      corrected: `webhook signature`,
      closest: [`webhook`, `webhooks`],
    })
    expect(checkQuery([`webhook`], () => shard, 5)).toEqual({ unknown: [], closest: [] })
    expect(checkQuery([`xyzzyplugh`], () => shard, 5)).toEqual({ unknown: [`xyzzyplugh`], closest: [] })
  })
})

describe(`answerIn`, () => {
  const page = (url: string, title: string): PagefindResultData => ({ url, excerpt: ``, meta: { title } })
  const pagesFor: Record<string, Array<PagefindResultData>> = {
    webhook: [page(`/a/`, `Anatomy of a webhook request`), page(`/webhooks/`, `Webhook`), page(`/c/`, `C`)],
    web: [page(`/widget/`, `Web Widget`)],
  }
  const module: Pick<PagefindModule, `search`> = {
    search: async query => ({
      results: (pagesFor[query] ?? pagesFor.web).map(data => ({ data: async () => data })),
    }),
  }
  const vocabulary = async () => [`webhook`, `web`, `widget`]

  it(`counts every page that matched and returns the slice asked for, exact titles first`, async () => {
    const answer = await answerIn(module, vocabulary, `webhook`, { limit: 2 })
    expect(answer.total).toBe(3)
    expect(answer.hits.map(hit => hit.url)).toEqual([`/webhooks/`, `/a/`])
    expect(answer.correctedFrom).toBeUndefined()
  })

  it(`searches the corrected query when a word is unknown, instead of Pagefind's shorter prefix`, async () => {
    const answer = await answerIn(module, vocabulary, `webhok`)
    expect(answer).toMatchObject({ query: `webhook`, correctedFrom: `webhok`, total: 3 })
  })

  it(`matches nothing, with no pages, for a word with no close known word`, async () => {
    const answer = await answerIn(module, vocabulary, `xyzzyplugh`)
    expect(answer).toEqual({
      query: `xyzzyplugh`,
      total: 0,
      hits: [],
      offset: 0,
      area: undefined,
      closest: [],
      areas: undefined,
    })
  })

  it(`keeps Pagefind's answer when the index has no vocabulary (an older build)`, async () => {
    const answer = await answerIn(module, async () => undefined, `webhok`)
    expect(answer.hits.map(hit => hit.url)).toEqual([`/widget/`])
  })
})
