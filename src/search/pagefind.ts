import {
  searchExcerptWords,
  searchHeadingLimit,
  searchIndexPath,
  searchMetaWeights,
  searchMinimumLength,
  searchRanking,
  searchResultLimit,
} from "../config/search"
import { promoteExactTitles, toSearchHit, type PagefindResultData, type SearchHit } from "./result-model"
import { queryWords } from "./vocabulary"

// Loads Pagefind's browser module from the index the build wrote, on the first search only, so a
// page's JavaScript before `load` does not carry search. The module, its worker
// and WebAssembly, and the index chunks a query needs are then fetched by Pagefind itself; the
// vocabulary files of the query's words (./answer.ts) are fetched beside them.

type Filters = Record<string, string>
type FilterCounts = Record<string, Record<string, number>>

export interface PagefindModule {
  options: (options: {
    excerptLength?: number
    ranking?: Record<string, number | Record<string, number>>
  }) => Promise<void>
  init: () => Promise<void>
  search: (
    query: string,
    options?: { filters?: Filters },
  ) => Promise<{
    results: Array<{ data: () => Promise<PagefindResultData> }>
    unfilteredResultCount?: number
    totalFilters?: FilterCounts
  } | null>
  filters?: () => Promise<FilterCounts>
}

/** The pages a query matched, and how it was understood. */
export interface SearchAnswer {
  /** The query searched: as typed, or corrected when a word of it is unknown to the index. */
  query: string
  /** The query as typed, when a corrected query was searched instead ("Showing results for …"). */
  correctedFrom?: string
  /** Every page that matched (in the area asked for, if any). */
  total: number
  /** The pages of the slice asked for (by default the first searchResultLimit), best first. */
  hits: Array<SearchHit>
  /** Where the slice starts among all the pages that matched, and the area searched, as asked. */
  offset: number
  area?: string
  /** When nothing matched: the known words closest to the query's unknown ones. */
  closest: Array<string>
  /** Pages per area for the query (the results page's filter), when asked for. */
  areas?: Record<string, number>
}

export interface SearchOptions {
  offset?: number
  limit?: number
  /** Only pages of this area (src/config/search.ts `searchAreas`). */
  area?: string
  /** Also count the pages per area. */
  countAreas?: boolean
}

export type AnswerFunction = (query: string, options?: SearchOptions) => Promise<SearchAnswer>
export type SearchFunction = (query: string) => Promise<Array<SearchHit>>

let pagefind: Promise<PagefindModule> | undefined

/** The site's search settings, for every place that loads the index (the browser, the redirect checker). */
export const pagefindOptions = {
  excerptLength: searchExcerptWords,
  ranking: { ...searchRanking, metaWeights: searchMetaWeights },
}

async function importPagefind(): Promise<PagefindModule> {
  const module = (await import(/* webpackIgnore: true */ `${searchIndexPath}pagefind.js`)) as PagefindModule
  await module.options(pagefindOptions)
  await module.init()
  return module
}

/** Starts loading Pagefind (on focus, before the first key); a failed load is tried again next time. */
export function loadPagefind(): Promise<PagefindModule> {
  if (!pagefind) {
    pagefind = importPagefind()
    pagefind.catch(() => {
      pagefind = undefined
    })
  }
  return pagefind
}

/** The query as Pagefind is given it: one-letter words left out (alone, they match half the site). */
export function pagefindQuery(query: string): string {
  return query
    .trim()
    .split(/\s+/)
    .filter(token => queryWords(token, searchMinimumLength).length > 0)
    .join(` `)
}

/** Pagefind's results for a query, sliced, each page with its best-matching headings. */
export async function pagesFor(
  module: Pick<PagefindModule, `search` | `filters`>,
  query: string,
  options: SearchOptions,
): Promise<Pick<SearchAnswer, `total` | `hits` | `offset` | `area` | `areas`>> {
  if (options.countAreas) await module.filters?.()
  const response = await module.search(query, options.area ? { filters: { area: options.area } } : undefined)
  const results = response?.results ?? []
  const offset = options.offset ?? 0
  const slice = results.slice(offset, offset + (options.limit ?? searchResultLimit))
  const data = await Promise.all(slice.map(result => result.data()))
  const hits = data.map(page => toSearchHit(page, searchHeadingLimit, query))
  return {
    total: results.length,
    // Exact titles go first within the first slice only, so later pages of results keep their order.
    hits: offset === 0 ? promoteExactTitles(hits, query) : hits,
    offset,
    area: options.area,
    areas: options.countAreas ? (response?.totalFilters?.area ?? {}) : undefined,
  }
}

/** The best pages for a query in a loaded index (the 404 page's suggestions, the redirect checker). */
export async function searchIn(
  module: Pick<PagefindModule, `search` | `filters`>,
  query: string,
): Promise<Array<SearchHit>> {
  const searched = pagefindQuery(query)
  return searched ? (await pagesFor(module, searched, {})).hits : []
}

/**
 * The search of the header box, the results page and the 404 page's suggestions. The vocabulary check
 * and the correction (./answer.ts) load with Pagefind, on the first search, not with the page.
 */
export const answerPagefind: AnswerFunction = async (query, options) => {
  const [module, { answerIn, fetchVocabulary }] = await Promise.all([loadPagefind(), import(`./answer`)])
  return answerIn(module, fetchVocabulary, query, options)
}

export const searchPagefind: SearchFunction = async query => (await answerPagefind(query)).hits
