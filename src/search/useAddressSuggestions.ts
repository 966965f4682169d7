import { useEffect, useState } from "react"
import { product } from "../config/site"
import { suggestionQueries } from "./address-words"
import { searchPagefind, type SearchFunction } from "./pagefind"
import type { SearchHit } from "./result-model"

export interface AddressSuggestions {
  query: string
  hits: Array<SearchHit>
}

/** How many pages "Were you looking for…" offers. */
export const SUGGESTION_COUNT = 3

/**
 * The best pages for the words of an address, from the search index: tries each query of
 * suggestionQueries until one finds pages. Undefined until searched (or when search cannot load).
 */
export function useAddressSuggestions(address: string | undefined, search: SearchFunction = searchPagefind) {
  const [suggestions, setSuggestions] = useState<AddressSuggestions>()
  useEffect(() => {
    if (!address) return undefined
    let current = true
    const queries = suggestionQueries(address, product.slug)
    const tryFrom = async (index: number): Promise<AddressSuggestions | undefined> => {
      if (index >= queries.length) return undefined
      const hits = await search(queries[index])
      return hits.length > 0
        ? { query: queries[index], hits: hits.slice(0, SUGGESTION_COUNT) }
        : tryFrom(index + 1)
    }
    tryFrom(0).then(
      found => current && setSuggestions(found),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [address, search])
  return suggestions
}
