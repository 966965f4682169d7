import { Link } from "gatsby"
import React from "react"
import { searchPagePath } from "../config/search"
import type { SearchHit, TextSegment } from "../search/result-model"
import type { SearchState } from "../search/useSearch"

/** The parts of the search box: its field, and the panel with the status line and the results. */

/** A result's text with the matched words marked. */
export function Highlighted({ segments }: { segments: Array<TextSegment> }) {
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

const pagesMatch = (count: number) => `${count} ${count === 1 ? `page matches` : `pages match`}`

/** The status line: every page that matched is counted, not just those shown. */
export function statusText(state: SearchState): string {
  if (state.status === `idle`) return `Search guides, API operations and headings.`
  if (state.status === `loading`) return `Searching…`
  if (state.status === `error`) return searchUnavailableText(process.env.NODE_ENV)
  const { answer } = state
  if (answer.total === 0) return `No pages match “${state.query}”.`
  if (answer.correctedFrom)
    return `No pages match “${state.query}”; ${pagesMatch(answer.total)} “${answer.query}”.`
  return `${pagesMatch(answer.total)} “${state.query}”.`
}

/** The results page's address for a query (and an area, a page of results). */
export function searchPageHref(query: string, area?: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (area) params.set(`area`, area)
  if (page > 1) params.set(`page`, String(page))
  return `${searchPagePath}?${params.toString()}`
}

/** When nothing matched: the known words closest to the query's, each a button that searches it. */
export function ClosestWords({ words, onPick }: { words: Array<string>; onPick: (word: string) => void }) {
  if (words.length === 0) return null
  return (
    <p className="search__closest">
      Closest words in the docs:{" "}
      {words.map((word, index) => (
        <React.Fragment key={word}>
          {index > 0 ? `, ` : null}
          <button
            type="button"
            className="search__word"
            onMouseDown={event => event.preventDefault()}
            onClick={() => onPick(word)}
          >
            {word}
          </button>
        </React.Fragment>
      ))}
    </p>
  )
}

export interface ResultListProps {
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
export function ResultList({ id, hits, query, activeUrl, optionId, onChoose }: ResultListProps) {
  let index = -1
  const option = (url: string, className: string, children: React.ReactNode) => (
    // Keys are handled by the combobox input, which points at the active row (aria-activedescendant).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
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

export interface ResultPanelProps extends Omit<ResultListProps, `query`> {
  state: SearchState
  onPickWord: (word: string) => void
  /** The search box's label: pages with two boxes (404, search test) need distinct region names. */
  label: string
}

/**
 * The status line and the results, "See all N results" when there are more than shown, and the closest
 * words when none matched; focusable so keyboard users can scroll a long list too.
 */
export function ResultPanel({ state, hits, onPickWord, label, ...list }: ResultPanelProps) {
  const answer = state.status === `done` ? state.answer : undefined
  return (
    <div className="search__panel" role="region" aria-label={`Results: ${label}`} tabIndex={0}>
      <p className="search__status" role="status">
        {statusText(state)}
      </p>
      {answer && answer.total === 0 ? <ClosestWords words={answer.closest} onPick={onPickWord} /> : null}
      {hits.length > 0 ? (
        <ResultList {...list} hits={hits} query={state.status === `done` ? state.query : ``} />
      ) : null}
      {answer && answer.total > hits.length ? (
        <p className="search__all">
          <Link to={searchPageHref(state.status === `done` ? state.query : ``)}>
            See all {answer.total} results
          </Link>
        </p>
      ) : null}
    </div>
  )
}

export interface SearchFieldProps {
  id: string
  variant: `header` | `inline`
  label: string
  inputRef: React.RefObject<HTMLInputElement>
  query: string
  expanded: boolean
  activeDescendant: string | undefined
  onQuery: (query: string) => void
  onFocus: () => unknown
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void
}

/** The label and the combobox input (the header's label is for screen readers only), and the `/` hint. */
export function SearchField({
  id,
  variant,
  label,
  inputRef,
  query,
  expanded,
  activeDescendant,
  ...on
}: SearchFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-input`} className={variant === `header` ? `visually-hidden` : `search__label`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={variant === `header` ? `Search docs` : undefined}
        aria-expanded={expanded}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant}
        aria-keyshortcuts={variant === `header` ? `/` : undefined}
        value={query}
        onChange={event => on.onQuery(event.target.value)}
        onFocus={() => on.onFocus()}
        onKeyDown={on.onKeyDown}
      />
      {variant === `header` ? (
        <kbd className="search__shortcut" aria-hidden="true">
          /
        </kbd>
      ) : null}
    </>
  )
}
