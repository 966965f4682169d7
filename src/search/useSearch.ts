import { useEffect, useState } from "react"
import type { AnswerFunction, SearchAnswer, SearchOptions } from "./pagefind"
import { searchMinimumLength } from "../config/search"

export type SearchState =
  | { status: `idle` }
  | { status: `loading`; query: string }
  | { status: `done`; query: string; answer: SearchAnswer }
  | { status: `error`; query: string }

/** The latest answer: what the search said, or null when it failed. */
interface Latest {
  key: string
  query: string
  answer: SearchAnswer | null
}

/**
 * Runs `search` as the query (or the slice asked for) changes and keeps only the latest answer: a slow
 * answer to an earlier keystroke never replaces the answer to a later one. While a query runs, the
 * previous results stay.
 */
export function useSearch(query: string, search: AnswerFunction, options: SearchOptions = {}): SearchState {
  const [latest, setLatest] = useState<Latest>()
  const trimmed = query.trim()
  const searching = trimmed.length >= searchMinimumLength
  const { offset, limit, area, countAreas } = options
  const key = JSON.stringify([trimmed, offset, limit, area, countAreas])
  useEffect(() => {
    if (!searching) return
    let current = true
    search(trimmed, { offset, limit, area, countAreas }).then(
      answer => current && setLatest({ key, query: trimmed, answer }),
      () => current && setLatest({ key, query: trimmed, answer: null }),
    )
    return () => {
      current = false
    }
  }, [key, trimmed, searching, search, offset, limit, area, countAreas])
  if (!searching) return { status: `idle` }
  if (latest?.key === key)
    return latest.answer
      ? { status: `done`, query: trimmed, answer: latest.answer }
      : { status: `error`, query: trimmed }
  if (latest?.answer) return { status: `done`, query: latest.query, answer: latest.answer }
  return { status: `loading`, query: trimmed }
}
