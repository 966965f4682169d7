import { useEffect, useState } from "react"
import type { SearchHit } from "./result-model"
import type { SearchFunction } from "./pagefind"
import { searchMinimumLength } from "../config/search"

export type SearchState =
  | { status: `idle` }
  | { status: `loading`; query: string }
  | { status: `done`; query: string; hits: Array<SearchHit> }
  | { status: `error`; query: string }

/** The latest answer: hits, or null when the search failed. */
interface Answer {
  query: string
  hits: Array<SearchHit> | null
}

/**
 * Runs `search` as the query changes and keeps only the latest answer: a slow answer to an earlier
 * keystroke never replaces the answer to a later one. While a query runs, the previous results stay.
 */
export function useSearch(query: string, search: SearchFunction): SearchState {
  const [answer, setAnswer] = useState<Answer>()
  const trimmed = query.trim()
  const searching = trimmed.length >= searchMinimumLength
  useEffect(() => {
    if (!searching) return
    let current = true
    search(trimmed).then(
      hits => current && setAnswer({ query: trimmed, hits }),
      () => current && setAnswer({ query: trimmed, hits: null }),
    )
    return () => {
      current = false
    }
  }, [trimmed, searching, search])
  if (!searching) return { status: `idle` }
  if (answer?.query === trimmed)
    return answer.hits
      ? { status: `done`, query: trimmed, hits: answer.hits }
      : { status: `error`, query: trimmed }
  if (answer?.hits) return { status: `done`, query: answer.query, hits: answer.hits }
  return { status: `loading`, query: trimmed }
}
