import { navigate } from "gatsby"
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from "react"
import { answerPagefind, loadPagefind, type AnswerFunction } from "../search/pagefind"
import { isTypingTarget, moveActive, searchOptions, type SearchHit } from "../search/result-model"
import { useSearch } from "../search/useSearch"
import { ResultPanel, SearchField } from "./SearchParts"

const NO_HITS: Array<SearchHit> = []

interface SearchBoxProps {
  /** `header`: the site-wide box, `/` focuses it and results drop down; `inline`: results always shown. */
  variant?: `header` | `inline`
  label?: string
  initialQuery?: string
  /** Injected by tests; the site searches Pagefind's index. */
  search?: AnswerFunction
  prepare?: () => unknown
}

/** `/` anywhere but in a text field focuses the box (the header's), as on Gatsby's and Docusaurus' sites. */
function useSlashShortcut(enabled: boolean, input: React.RefObject<HTMLInputElement>): void {
  useEffect(() => {
    if (!enabled) return
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== `/` || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target))
        return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener(`keydown`, focusOnSlash)
    return () => document.removeEventListener(`keydown`, focusOnSlash)
  }, [enabled, input])
}

/**
 * The active row of the results: it belongs to one list of hits (new hits start again at the first
 * row), and is kept in view as the arrows move it.
 */
function useActiveRow(hits: Array<SearchHit>, rows: number, optionId: (index: number) => string) {
  const [active, setActive] = useState<{ hits: Array<SearchHit>; index: number }>({ hits: NO_HITS, index: 0 })
  const row = active.hits === hits ? active.index : 0
  const activeIndex = row < rows ? row : -1
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: `nearest` })
  }, [activeIndex, optionId])
  const move = (key: string) => setActive({ hits, index: moveActive(activeIndex, key, rows) })
  return { activeIndex, move }
}

/** The combobox's keys: arrows move the active row, Enter opens it, Escape clears (then leaves). */
function comboboxKeys(actions: {
  move: (key: string) => void
  chooseActive?: () => void
  escape: (input: HTMLInputElement) => void
}) {
  return (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === `ArrowDown` || event.key === `ArrowUp`) {
      event.preventDefault()
      actions.move(event.key)
    } else if (event.key === `Enter` && actions.chooseActive) {
      event.preventDefault()
      actions.chooseActive()
    } else if (event.key === `Escape`) actions.escape(event.currentTarget)
  }
}

/**
 * The search box: a combobox whose results update as the reader types. Arrow keys
 * move through pages and headings, Enter opens the active one, Escape clears, `/` focuses the header box.
 */
export function SearchBox(props: SearchBoxProps) {
  const { variant = `header`, label = `Search the documentation`, initialQuery = `` } = props
  const { search = answerPagefind, prepare = loadPagefind } = props
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState(initialQuery)
  const [focused, setFocused] = useState(false)
  const state = useSearch(query, search)
  const hits = state.status === `done` ? state.answer.hits : NO_HITS
  const options = useMemo(() => searchOptions(hits), [hits])
  const open = variant === `inline` || focused
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id])
  const { activeIndex, move } = useActiveRow(hits, options.length, optionId)
  useSlashShortcut(variant === `header`, input)

  const choose = (url: string) => {
    setFocused(false)
    navigate(url)
  }

  const onKeyDown = comboboxKeys({
    move,
    chooseActive: activeIndex >= 0 ? () => choose(options[activeIndex].url) : undefined,
    escape: field => (query ? setQuery(``) : field.blur()),
  })

  return (
    <div
      className={`search search--${variant}`}
      role="search"
      // The header's box is the site's; a page's own box is named by its label (landmarks need distinct names).
      aria-label={variant === `header` ? `Site` : `Search: ${label}`}
      onFocus={() => setFocused(true)}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <SearchField
        id={id}
        variant={variant}
        label={label}
        inputRef={input}
        query={query}
        expanded={open && options.length > 0}
        activeDescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onQuery={setQuery}
        onFocus={prepare}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <ResultPanel
          state={state}
          label={label}
          id={`${id}-results`}
          hits={hits}
          activeUrl={options[activeIndex]?.url}
          optionId={optionId}
          onChoose={choose}
          onPickWord={setQuery}
        />
      ) : null}
    </div>
  )
}
