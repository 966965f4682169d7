import { Link, navigate } from "gatsby"
import React, { useEffect, useId, useMemo, useRef, useState } from "react"
import { loadPagefind, searchPagefind, type SearchFunction } from "../search/pagefind"
import { isTypingTarget, moveActive, searchOptions, type SearchHit, type TextSegment } from "../search/result-model"
import { useSearch, type SearchState } from "../search/useSearch"

interface SearchBoxProps {
  /** `header`: the site-wide box, `/` focuses it and results drop down; `inline`: results always shown. */
  variant?: `header` | `inline`
  label?: string
  initialQuery?: string
  /** Injected by tests; the site searches Pagefind's index. */
  search?: SearchFunction
  prepare?: () => unknown
}

function Highlighted({ segments }: { segments: Array<TextSegment> }) {
  return <>{segments.map((segment, index) => (segment.highlighted ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}</>
}

function statusText(state: SearchState): string {
  if (state.status === `idle`) return `Search guides, API operations and headings.`
  if (state.status === `loading`) return `Searching…`
  if (state.status === `error`) return `Search could not load. Check your connection and try again.`
  if (state.hits.length === 0) return `No results for “${state.query}”.`
  return `${state.hits.length} ${state.hits.length === 1 ? `page matches` : `pages match`} “${state.query}”.`
}

interface ResultListProps {
  id: string
  hits: Array<SearchHit>
  query: string
  activeUrl?: string
  optionId: (index: number) => string
}

/** The results as one flat listbox: each page, then its best headings (deep links). */
function ResultList({ id, hits, query, activeUrl, optionId }: ResultListProps) {
  let index = -1
  return (
    <ul className="search__results" role="listbox" id={id} aria-label={`Results for ${query}`} data-query={query}>
      {hits.flatMap(hit => [
        <li key={hit.url} role="option" id={optionId(++index)} aria-selected={activeUrl === hit.url} className="search__result">
          <Link to={hit.url} tabIndex={-1}>
            {hit.section ? <span className="search__section">{hit.section}</span> : null}
            <span className="search__title">{hit.title}</span>
            <span className="search__excerpt">
              <Highlighted segments={hit.excerpt} />
            </span>
          </Link>
        </li>,
        ...hit.headings.map(heading => (
          <li key={heading.url} role="option" id={optionId(++index)} aria-selected={activeUrl === heading.url} className="search__result search__result--heading">
            <Link to={heading.url} tabIndex={-1}>
              <span className="search__title">{heading.title}</span>
              <span className="search__excerpt">
                <Highlighted segments={heading.excerpt} />
              </span>
            </Link>
          </li>
        )),
      ])}
    </ul>
  )
}

/**
 * The search box (issue 7, item 2): a combobox whose results update as the reader types. Arrow keys
 * move through pages and headings, Enter opens the active one, Escape clears, `/` focuses the header box.
 */
export function SearchBox({ variant = `header`, label = `Search the documentation`, initialQuery = ``, search = searchPagefind, prepare = loadPagefind }: SearchBoxProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState(initialQuery)
  const [focused, setFocused] = useState(false)
  const [active, setActive] = useState(0)
  const state = useSearch(query, search)
  const hits = state.status === `done` ? state.hits : []
  const options = useMemo(() => searchOptions(hits), [hits])
  const open = variant === `inline` || focused
  const activeIndex = active < options.length ? active : -1
  const optionId = (index: number) => `${id}-option-${index}`

  useEffect(() => setActive(0), [hits])

  useEffect(() => {
    if (variant !== `header`) return
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== `/` || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener(`keydown`, focusOnSlash)
    return () => document.removeEventListener(`keydown`, focusOnSlash)
  }, [variant])

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === `ArrowDown` || event.key === `ArrowUp`) {
      event.preventDefault()
      setActive(moveActive(activeIndex, event.key, options.length))
    } else if (event.key === `Enter` && activeIndex >= 0) {
      event.preventDefault()
      navigate(options[activeIndex].url)
    } else if (event.key === `Escape`) {
      if (query) setQuery(``)
      else input.current?.blur()
    }
  }

  return (
    <div
      className={`search search--${variant}`}
      role="search"
      onFocus={() => setFocused(true)}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <label htmlFor={`${id}-input`} className={variant === `header` ? `visually-hidden` : `search__label`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={variant === `header` ? `Search docs` : undefined}
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-keyshortcuts={variant === `header` ? `/` : undefined}
        value={query}
        onChange={event => setQuery(event.target.value)}
        onFocus={() => prepare()}
        onKeyDown={onKeyDown}
      />
      {variant === `header` ? <kbd className="search__shortcut" aria-hidden="true">/</kbd> : null}
      {open ? (
        <div className="search__panel">
          <p className="search__status" role="status">
            {statusText(state)}
          </p>
          {hits.length > 0 ? <ResultList id={`${id}-results`} hits={hits} query={state.status === `done` ? state.query : ``} activeUrl={options[activeIndex]?.url} optionId={optionId} /> : null}
        </div>
      ) : null}
    </div>
  )
}
