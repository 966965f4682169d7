import {
  searchExcerptWords,
  searchHeadingLimit,
  searchIndexPath,
  searchRanking,
  searchResultLimit,
} from "../config/search"
import { promoteExactTitles, toSearchHit, type PagefindResultData, type SearchHit } from "./result-model"

// Loads Pagefind's browser module from the index the build wrote, on the first search only, so a
// page's JavaScript before `load` does not carry search. The module, its worker
// and WebAssembly, and the index chunks a query needs are then fetched by Pagefind itself.

export interface PagefindModule {
  options: (options: { excerptLength?: number; ranking?: Record<string, number> }) => Promise<void>
  init: () => Promise<void>
  search: (query: string) => Promise<{ results: Array<{ data: () => Promise<PagefindResultData> }> } | null>
}

export type SearchFunction = (query: string) => Promise<Array<SearchHit>>

let pagefind: Promise<PagefindModule> | undefined

/** The site's search settings, for every place that loads the index (the browser, the redirect checker). */
export const pagefindOptions = { excerptLength: searchExcerptWords, ranking: searchRanking }

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

/** The best pages for a query in a loaded index, each with its best-matching headings. */
export async function searchIn(
  module: Pick<PagefindModule, `search`>,
  query: string,
): Promise<Array<SearchHit>> {
  const response = await module.search(query)
  const top = (response?.results ?? []).slice(0, searchResultLimit)
  const data = await Promise.all(top.map(result => result.data()))
  return promoteExactTitles(
    data.map(page => toSearchHit(page, searchHeadingLimit, query)),
    query,
  )
}

export const searchPagefind: SearchFunction = async query => searchIn(await loadPagefind(), query)
