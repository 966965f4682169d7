import { Link, navigate } from "gatsby"
import React, { useId } from "react"
import { searchPagePath, searchPageSize } from "../config/search"
import { SEARCH_AREA_NAMES } from "../search/areas"
import { answerPagefind, type AnswerFunction } from "../search/pagefind"
import type { SearchHit } from "../search/result-model"
import { useSearch } from "../search/useSearch"
import { Highlighted, searchPageHref, statusText } from "./SearchParts"

/** What the results page's address asks for: `/search/?q=…&area=…&page=…`. */
export interface ResultsRequest {
  query: string
  area?: string
  page: number
}

/** Reads the results page's address; an unknown area or a page below 1 is ignored. */
export function resultsRequestOf(search: string): ResultsRequest {
  const params = new URLSearchParams(search)
  const area = params.get(`area`) ?? undefined
  const page = Number.parseInt(params.get(`page`) ?? `1`, 10)
  return {
    query: (params.get(`q`) ?? ``).trim(),
    area: area && SEARCH_AREA_NAMES.includes(area as (typeof SEARCH_AREA_NAMES)[number]) ? area : undefined,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  }
}

/** The page numbers of the results' pagination. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

function Result({ hit }: { hit: SearchHit }) {
  return (
    <li className="results__item">
      {hit.section ? <span className="search__section">{hit.section}</span> : null}
      <Link className="results__title" to={hit.url}>
        {hit.title}
      </Link>
      <p className="search__excerpt">
        <Highlighted segments={hit.excerpt} />
      </p>
      {hit.headings.length > 0 ? (
        <ul className="results__headings">
          {hit.headings.map(heading => (
            <li key={heading.url}>
              <Link to={heading.url}>{heading.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** "All" and each area, with its count for the query; the current one is marked for screen readers. */
function AreaFilter({
  request,
  counts,
  total,
}: {
  request: ResultsRequest
  counts: Record<string, number>
  total: number
}) {
  const choices = [
    { label: `All`, area: undefined, count: total },
    ...SEARCH_AREA_NAMES.map(area => ({ label: area, area, count: counts[area] ?? 0 })),
  ]
  return (
    <nav className="results__areas" aria-label="Filter results by area">
      <ul>
        {choices.map(choice => (
          <li key={choice.label}>
            <Link
              to={searchPageHref(request.query, choice.area)}
              aria-current={choice.area === request.area ? `page` : undefined}
            >
              {choice.label} <span className="results__count">({choice.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Pagination({ request, pages }: { request: ResultsRequest; pages: number }) {
  if (pages <= 1) return null
  const href = (page: number) => searchPageHref(request.query, request.area, page)
  return (
    <nav className="results__pages" aria-label="Pages of results">
      <ul>
        {request.page > 1 ? (
          <li>
            <Link to={href(request.page - 1)}>Previous</Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map(page => (
          <li key={page}>
            <Link to={href(page)} aria-current={page === request.page ? `page` : undefined}>
              <span className="visually-hidden">Page </span>
              {page}
            </Link>
          </li>
        ))}
        {request.page < pages ? (
          <li>
            <Link to={href(request.page + 1)}>Next</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** The query's own form: a plain GET form to this page, so it works before JavaScript and on any host. */
function SearchForm({ query }: { query: string }) {
  const id = useId()
  return (
    <form
      className="results__form"
      role="search"
      aria-label="Search results page"
      action={searchPagePath}
      method="get"
      onSubmit={event => {
        event.preventDefault()
        const typed = new FormData(event.currentTarget).get(`q`)
        void navigate(searchPageHref(String(typed ?? ``).trim()))
      }}
    >
      <label htmlFor={`${id}-q`} className="search__label">
        Search the documentation
      </label>
      <div className="results__field">
        <input
          key={query}
          id={`${id}-q`}
          className="search__input"
          type="search"
          name="q"
          defaultValue={query}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="results__submit">
          Search
        </button>
      </div>
    </form>
  )
}

/** The closest words the index knows, each a search of its own. */
function ClosestWordLinks({ words }: { words: Array<string> }) {
  if (words.length === 0) return null
  return (
    <p className="search__closest">
      Closest words in the docs:{" "}
      {words.map((word, index) => (
        <React.Fragment key={word}>
          {index > 0 ? `, ` : null}
          <Link to={searchPageHref(word)}>{word}</Link>
        </React.Fragment>
      ))}
    </p>
  )
}

/**
 * The results page: a search form (a plain GET form, so it works before JavaScript and on any host),
 * the honest count, the areas with their counts, one page of results, and the pagination. With no
 * match: the closest words the index knows, each a search of its own.
 */
export function SearchResultsPage({
  request,
  search = answerPagefind,
}: {
  request: ResultsRequest
  search?: AnswerFunction
}) {
  const offset = (request.page - 1) * searchPageSize
  const state = useSearch(request.query, search, {
    offset,
    limit: searchPageSize,
    area: request.area,
    countAreas: true,
  })
  const answer = state.status === `done` ? state.answer : undefined
  const allCount = answer?.areas ? Object.values(answer.areas).reduce((sum, count) => sum + count, 0) : 0
  return (
    <>
      <SearchForm query={request.query} />
      <p className="results__status" role="status" data-query={state.status === `idle` ? `` : state.query}>
        {request.query ? statusText(state) : `Type a word or two, then press Enter.`}
        {answer?.area && answer.total > 0 ? ` In ${answer.area}.` : null}
      </p>
      {answer && answer.total === 0 ? <ClosestWordLinks words={answer.closest} /> : null}
      {answer && (answer.total > 0 || request.area) ? (
        <AreaFilter request={request} counts={answer.areas ?? {}} total={allCount} />
      ) : null}
      {answer && answer.hits.length > 0 ? (
        <ol className="results__list" start={answer.offset + 1} aria-label={`Results for ${answer.query}`}>
          {answer.hits.map(hit => (
            <Result key={hit.url} hit={hit} />
          ))}
        </ol>
      ) : null}
      {answer ? <Pagination request={request} pages={pageCount(answer.total, searchPageSize)} /> : null}
    </>
  )
}
