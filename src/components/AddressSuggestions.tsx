import { Link } from "gatsby"
import React from "react"
import type { SearchFunction } from "../search/pagefind"
import { useAddressSuggestions } from "../search/useAddressSuggestions"
import { headingId } from "../lib/heading-id"

interface AddressSuggestionsProps {
  address: string
  heading: string
  /** Injected by tests; the site searches Pagefind's index. */
  search?: SearchFunction
}

/** "Were you looking for…": the pages that best match the words of an address that led nowhere. */
export function AddressSuggestionList({ address, heading, search }: AddressSuggestionsProps) {
  const suggestions = useAddressSuggestions(address, search)
  if (!suggestions) return null
  return (
    <section className="address-suggestions" aria-label={heading}>
      <h2 id={headingId(heading)}>{heading}</h2>
      <p>Pages matching “{suggestions.query}”:</p>
      <ul>
        {suggestions.hits.map(hit => (
          <li key={hit.url}>
            <Link to={hit.url}>{hit.title}</Link>
            {hit.section ? <span className="address-suggestions__section"> · {hit.section}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
