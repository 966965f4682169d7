import { act, render, screen, within } from "@testing-library/react"
import React from "react"
import { pageCount, resultsRequestOf, SearchResultsPage } from "../../src/components/SearchResultsPage"
import type { SearchAnswer, SearchOptions } from "../../src/search/pagefind"
import type { SearchHit } from "../../src/search/result-model"

const hit = (index: number): SearchHit => ({
  url: `/documentation/page-${index}/`,
  title: `Page ${index}`,
  section: `Documentation`,
  excerpt: [{ text: `about tickets`, highlighted: false }],
  headings: [],
})

async function renderPage(search: string, answer: (options: SearchOptions) => SearchAnswer) {
  const calls: Array<SearchOptions | undefined> = []
  await act(async () => {
    render(
      <SearchResultsPage
        request={resultsRequestOf(search)}
        search={async (_query, options) => {
          calls.push(options)
          return answer(options ?? {})
        }}
      />,
    )
  })
  return calls
}

describe(`the results page's address`, () => {
  it(`reads the query, a known area and a page number; anything else is left out`, () => {
    expect(resultsRequestOf(`?q=+ticket+fields+&area=SDKs&page=3`)).toEqual({
      query: `ticket fields`,
      area: `SDKs`,
      page: 3,
    })
    expect(resultsRequestOf(`?q=x&area=Blog&page=-2`)).toEqual({ query: `x`, area: undefined, page: 1 })
    expect(resultsRequestOf(``)).toEqual({ query: ``, area: undefined, page: 1 })
    expect(pageCount(42, 10)).toBe(5)
    expect(pageCount(0, 10)).toBe(1)
  })
})

describe(`SearchResultsPage`, () => {
  it(`counts every match, lists one page of results, filters by area with counts, and paginates`, async () => {
    const calls = await renderPage(`?q=tickets&area=API+reference&page=2`, options => ({
      query: `tickets`,
      total: 42,
      hits: Array.from({ length: 10 }, (_, index) => hit((options.offset ?? 0) + index + 1)),
      offset: options.offset ?? 0,
      area: options.area,
      closest: [],
      areas: { Guides: 30, "API reference": 42, SDKs: 5, "Use cases": 3 },
    }))
    expect(calls[0]).toEqual({ offset: 10, limit: 10, area: `API reference`, countAreas: true })
    expect(screen.getByRole(`status`)).toHaveTextContent(`42 pages match “tickets”. In API reference.`)
    const list = screen.getByRole(`list`, { name: `Results for tickets` })
    expect(list).toHaveAttribute(`start`, `11`)
    expect(within(list).getAllByRole(`link`)[0]).toHaveAttribute(`href`, `/documentation/page-11/`)
    const areas = screen.getByRole(`navigation`, { name: `Filter results by area` })
    expect(within(areas).getByRole(`link`, { name: `All (80)` })).toHaveAttribute(
      `href`,
      `/search/?q=tickets`,
    )
    expect(within(areas).getByRole(`link`, { name: `API reference (42)` })).toHaveAttribute(
      `aria-current`,
      `page`,
    )
    expect(within(areas).getByRole(`link`, { name: `SDKs (5)` })).toHaveAttribute(
      `href`,
      `/search/?q=tickets&area=SDKs`,
    )
    const pages = screen.getByRole(`navigation`, { name: `Pages of results` })
    expect(within(pages).getByRole(`link`, { name: `Page 2` })).toHaveAttribute(`aria-current`, `page`)
    expect(within(pages).getByRole(`link`, { name: `Next` })).toHaveAttribute(
      `href`,
      `/search/?q=tickets&area=API+reference&page=3`,
    )
    expect(within(pages).getAllByRole(`link`)).toHaveLength(7)
  })

  it(`says no pages match, and links the closest words the index knows`, async () => {
    await renderPage(`?q=xyzzyplugh`, () => ({
      query: `xyzzyplugh`,
      total: 0,
      hits: [],
      offset: 0,
      closest: [`xml`],
      areas: {},
    }))
    expect(screen.getByRole(`status`)).toHaveTextContent(`No pages match “xyzzyplugh”.`)
    expect(screen.getByRole(`link`, { name: `xml` })).toHaveAttribute(`href`, `/search/?q=xml`)
    expect(screen.queryByRole(`list`)).toBeNull()
  })

  it(`asks for a query when there is none, and searches nothing`, async () => {
    const calls = await renderPage(``, () => {
      throw new Error(`no search expected`)
    })
    expect(calls).toEqual([])
    expect(screen.getByRole(`status`)).toHaveTextContent(`Type a word or two, then press Enter.`)
    expect(screen.getByRole(`searchbox`, { name: `Search the documentation` })).toHaveValue(``)
  })
})
