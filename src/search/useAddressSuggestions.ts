import { useEffect, useState } from "react"
import { product } from "../config/site"
import { searchPagefind, type SearchFunction } from "./pagefind"
import { suggestPages, type AddressSuggestions } from "./suggest-pages"

export { SUGGESTION_COUNT, type AddressSuggestions } from "./suggest-pages"

/**
 * The best pages for the words of an address, from the search index (see suggest-pages.ts).
 * Undefined until searched (or when search cannot load).
 */
export function useAddressSuggestions(address: string | undefined, search: SearchFunction = searchPagefind) {
  const [suggestions, setSuggestions] = useState<AddressSuggestions>()
  useEffect(() => {
    if (!address) return undefined
    let current = true
    suggestPages(address, product.slug, search).then(
      found => current && setSuggestions(found),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [address, search])
  return suggestions
}
