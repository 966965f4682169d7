import { navigate } from "gatsby"
import React, { useEffect, useId, useMemo, useRef, useState } from "react"
import { loadPagefind, searchPagefind, type SearchFunction } from "../search/pagefind"
import {
  isTypingTarget,
  moveActive,
  searchOptions,
  type SearchHit,
  type TextSegment,
} from "../search/result-model"
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
  return (
    <>
      {segments.map((segment, index) =>
        segment.highlighted ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  )
}

/**
 * Why search could not load. In development the index simply may not exist: `gatsby develop` writes
 * none, and the box uses the one `npm run build` left in public/.
 */
export function searchUnavailableText(environment: string | undefined): string {
  return environment === `development`
    ? `Search needs the index that \`npm run build\` writes; run it once and search works here too.`
    : `Search could not load. Check your connection and try again.`
}

function statusText(state: SearchState): string {
  if (state.status === `idle`) return `Search guides, API operations and headings.`
  if (state.status === `loading`) return `Searching…`
  if (state.status === `error`) return searchUnavailableText(process.env.NODE_ENV)
  if (state.hits.length === 0) return `No results for “${state.query}”.`
  return `${state.hits.length} ${state.hits.length === 1 ? `page matches` : `pages match`} “${state.query}”.`
}

interface ResultListProps {
  id: string
  hits: Array<SearchHit>
  query: string
  activeUrl?: string
  optionId: (index: number) => string
  onChoose: (url: string) => void
}

/**
 * The results as one flat listbox: each page, then its best headings (deep links). Options hold no
 * links (a link inside an option is a nested control); choosing one, by click or Enter, navigates.
 */
function ResultList({ id, hits, query, activeUrl, optionId, onChoose }: ResultListProps) {
  let index = -1
  const option = (url: string, className: string, children: React.ReactNode) => (
    <li
      key={url}
      role="option"
      id={optionId(++index)}
      aria-selected={activeUrl === url}
      className={className}
      data-url={url}
      onMouseDown={event => event.preventDefault()}
      onClick={() => onChoose(url)}
    >
      {children}
    </li>
  )
  return (
    <ul
      className="search__results"
      role="listbox"
      id={id}
      aria-label={`Results for ${query}`}
      data-query={query}
    >
      {hits.flatMap(hit => [
        option(
          hit.url,
          `search__result`,
          <>
            {hit.section ? <span className="search__section">{hit.section}</span> : null}
            <span className="search__title">{hit.title}</span>
            <span className="search__excerpt">
              <Highlighted segments={hit.excerpt} />
            </span>
          </>,
        ),
        ...hit.headings.map(heading =>
          option(
            heading.url,
            `search__result search__result--heading`,
            <>
              <span className="search__title">{heading.title}</span>
              <span className="search__excerpt">
                <Highlighted segments={heading.excerpt} />
              </span>
            </>,
          ),
        ),
      ])}
    </ul>
  )
}

/**
 * The search box: a combobox whose results update as the reader types. Arrow keys
 * move through pages and headings, Enter opens the active one, Escape clears, `/` focuses the header box.
 */
export function SearchBox({
  variant = `header`,
  label = `Search the documentation`,
  initialQuery = ``,
  search = searchPagefind,
  prepare = loadPagefind,
}: SearchBoxProps) {
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
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: `nearest` })
  }, [activeIndex])

  useEffect(() => {
    if (variant !== `header`) return
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== `/` || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target))
        return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener(`keydown`, focusOnSlash)
    return () => document.removeEventListener(`keydown`, focusOnSlash)
  }, [variant])

  const choose = (url: string) => {
    setFocused(false)
    navigate(url)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === `ArrowDown` || event.key === `ArrowUp`) {
      event.preventDefault()
      setActive(moveActive(activeIndex, event.key, options.length))
    } else if (event.key === `Enter` && activeIndex >= 0) {
      event.preventDefault()
      choose(options[activeIndex].url)
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
      {variant === `header` ? (
        <kbd className="search__shortcut" aria-hidden="true">
          /
        </kbd>
      ) : null}
      {open ? (
        // Focusable so keyboard users can scroll a long list too (the arrows also keep the active row in view).
        <div className="search__panel" tabIndex={0}>
          <p className="search__status" role="status">
            {statusText(state)}
          </p>
          {hits.length > 0 ? (
            <ResultList
              id={`${id}-results`}
              hits={hits}
              query={state.status === `done` ? state.query : ``}
              activeUrl={options[activeIndex]?.url}
              optionId={optionId}
              onChoose={choose}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
