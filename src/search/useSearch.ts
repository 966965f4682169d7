import { useEffect, useState } from "react"
import type { SearchHit } from "./result-model"
import type { SearchFunction } from "./pagefind"
import { searchMinimumLength } from "../config/search"

export type SearchState =
  | { status: `idle` }
  | { status: `loading`; query: string }
  | { status: `done`; query: string; hits: Array<SearchHit> }
  | { status: `error`; query: string }

/**
 * Runs `search` as the query changes and keeps only the latest answer: a slow answer to an earlier
 * keystroke never replaces the answer to a later one.
 */
export function useSearch(query: string, search: SearchFunction): SearchState {
  const [state, setState] = useState<SearchState>({ status: `idle` })
  const trimmed = query.trim()
  useEffect(() => {
    if (trimmed.length < searchMinimumLength) {
      setState({ status: `idle` })
      return
    }
    let current = true
    setState(previous => (previous.status === `done` ? previous : { status: `loading`, query: trimmed }))
    search(trimmed).then(
      hits => current && setState({ status: `done`, query: trimmed, hits }),
      () => current && setState({ status: `error`, query: trimmed }),
    )
    return () => {
      current = false
    }
  }, [trimmed, search])
  return state
}
