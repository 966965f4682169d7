/*
 * "Were you looking for…": the pages the search index finds for the words of an address that led
 * nowhere. One engine for the 404 page (useAddressSuggestions) and for the redirect checker's log
 * mining (`npm run redirects -- --from-log`), so a rule proposed from an access log names the page a
 * reader on the 404 page would have been offered first.
 */
import { suggestionQueries } from "./address-words"
import type { SearchFunction } from "./pagefind"
import type { SearchHit } from "./result-model"

export interface AddressSuggestions {
  query: string
  hits: Array<SearchHit>
}

/** How many pages "Were you looking for…" offers. */
export const SUGGESTION_COUNT = 3

/** Tries each query of suggestionQueries, most specific first, until one finds pages. */
export async function suggestPages(
  address: string,
  productSlug: string,
  search: SearchFunction,
  count = SUGGESTION_COUNT,
): Promise<AddressSuggestions | undefined> {
  for (const query of suggestionQueries(address, productSlug)) {
    const hits = await search(query)
    if (hits.length > 0) return { query, hits: hits.slice(0, count) }
  }
  return undefined
}
