import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { navigate } from "gatsby"
import React from "react"
import { SearchBox } from "../../src/components/SearchBox"
import { searchUnavailableText } from "../../src/components/SearchParts"
import type { SearchAnswer } from "../../src/search/pagefind"
import type { SearchHit } from "../../src/search/result-model"

const HITS: Array<SearchHit> = [
  {
    url: `/documentation/webhooks/verifying/`,
    title: `Verifying webhook authenticity`,
    section: `Documentation › Webhooks`,
    excerpt: [
      { text: `Check the `, highlighted: false },
      { text: `signature`, highlighted: true },
    ],
    headings: [
      {
        title: `How the signature is computed`,
        url: `/documentation/webhooks/verifying/#how-the-signature-is-computed`,
        excerpt: [],
      },
    ],
  },
  { url: `/documentation/webhooks/`, title: `Webhooks`, section: `Documentation`, excerpt: [], headings: [] },
]

/** An answer listing `hits` out of `total` matching pages. */
const answer = (hits: Array<SearchHit>, more: Partial<SearchAnswer> = {}): SearchAnswer => ({
  query: `signature`,
  total: hits.length,
  hits,
  offset: 0,
  closest: [],
  ...more,
})

/** A search whose answers the test releases one by one, to control timing. */
function controlledSearch() {
  const pending: Array<{
    query: string
    resolve: (hits: Array<SearchHit>, more?: Partial<SearchAnswer>) => void
    reject: (error: Error) => void
  }> = []
  const search = jest.fn(
    (query: string) =>
      new Promise<SearchAnswer>((resolve, reject) =>
        pending.push({ query, resolve: (hits, more) => resolve(answer(hits, more)), reject }),
      ),
  )
  return { search, pending }
}

async function settle(action: () => void): Promise<void> {
  await act(async () => {
    action()
    await Promise.resolve()
  })
}

const header = () => screen.getByRole(`combobox`, { name: `Search the documentation` })

beforeEach(() => jest.mocked(navigate).mockClear())

describe(`SearchBox in the header`, () => {
  it(`shows the empty state on focus and loads the index ahead of the first key`, async () => {
    const prepare = jest.fn()
    render(<SearchBox search={jest.fn()} prepare={prepare} />)
    await settle(() => fireEvent.focus(header()))
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(screen.getByRole(`status`)).toHaveTextContent(`Search guides, API operations and headings.`)
    expect(header()).toHaveAttribute(`aria-expanded`, `false`)
  })

  it(`shows results as the reader types, with section, title, highlighted excerpt and heading links`, async () => {
    const { search, pending } = controlledSearch()
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `signature` } }))
    expect(screen.getByRole(`status`)).toHaveTextContent(`Searching…`)
    await settle(() => pending[0].resolve(HITS))
    const options = screen.getAllByRole(`option`)
    expect(options).toHaveLength(3)
    expect(options[0]).toHaveTextContent(`Documentation › Webhooks`)
    expect(options[0]).toHaveAttribute(`data-url`, HITS[0].url)
    expect(options[0].querySelector(`mark`)).toHaveTextContent(`signature`)
    expect(options[1]).toHaveAttribute(
      `data-url`,
      `/documentation/webhooks/verifying/#how-the-signature-is-computed`,
    )
    expect(within(options[0]).queryByRole(`link`)).toBeNull()
    expect(screen.getByRole(`status`)).toHaveTextContent(`2 pages match “signature”.`)
    expect(header()).toHaveAttribute(`aria-expanded`, `true`)
    expect(screen.queryByRole(`link`, { name: /See all/ })).toBeNull()
  })

  it(`counts every page that matched, not those shown, and links to all of them`, async () => {
    const { search, pending } = controlledSearch()
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `webhook signature` } }))
    await settle(() => pending[0].resolve(HITS, { total: 42 }))
    expect(screen.getByRole(`status`)).toHaveTextContent(`42 pages match “webhook signature”.`)
    expect(screen.getByRole(`link`, { name: `See all 42 results` })).toHaveAttribute(
      `href`,
      `/search/?q=webhook+signature`,
    )
  })

  it(`offers the closest known words when nothing matches, and searches the one picked`, async () => {
    const { search, pending } = controlledSearch()
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `xyzzyplugh` } }))
    await settle(() => pending[0].resolve([], { closest: [`xml`, `xyz`] }))
    expect(screen.getByRole(`status`)).toHaveTextContent(`No pages match “xyzzyplugh”.`)
    await settle(() => fireEvent.click(screen.getByRole(`button`, { name: `xml` })))
    expect(header()).toHaveValue(`xml`)
    expect(search).toHaveBeenLastCalledWith(`xml`, expect.anything())
  })

  it(`says when it searched a corrected query instead of the one typed`, async () => {
    const { search, pending } = controlledSearch()
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `webhok` } }))
    await settle(() => pending[0].resolve(HITS, { query: `webhook`, correctedFrom: `webhok`, total: 9 }))
    expect(screen.getByRole(`status`)).toHaveTextContent(`No pages match “webhok”; 9 pages match “webhook”.`)
    expect(screen.getAllByRole(`option`)).toHaveLength(3)
  })

  it(`ignores a slow answer to an earlier keystroke`, async () => {
    const { search, pending } = controlledSearch()
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `sig` } }))
    await settle(() => fireEvent.change(header(), { target: { value: `signature` } }))
    await settle(() => pending[1].resolve(HITS.slice(1)))
    await settle(() => pending[0].resolve(HITS))
    expect(screen.getAllByRole(`option`)).toHaveLength(1)
    expect(screen.getByRole(`listbox`)).toHaveAttribute(`data-query`, `signature`)
  })

  it(`moves with the arrow keys and opens the active result with Enter`, async () => {
    render(<SearchBox search={async () => answer(HITS)} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `signature` } }))
    const options = screen.getAllByRole(`option`)
    expect(options[0]).toHaveAttribute(`aria-selected`, `true`)
    expect(header()).toHaveAttribute(`aria-activedescendant`, options[0].id)
    fireEvent.keyDown(header(), { key: `ArrowDown` })
    fireEvent.keyDown(header(), { key: `ArrowDown` })
    expect(header()).toHaveAttribute(`aria-activedescendant`, options[2].id)
    fireEvent.keyDown(header(), { key: `ArrowUp` })
    expect(options[1]).toHaveAttribute(`aria-selected`, `true`)
    fireEvent.keyDown(header(), { key: `Enter` })
    expect(navigate).toHaveBeenCalledWith(`/documentation/webhooks/verifying/#how-the-signature-is-computed`)
  })

  it(`says so when nothing matches, and when the index cannot load`, async () => {
    const { search, pending } = controlledSearch()
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `zzzz` } }))
    await settle(() => pending[0].resolve([]))
    expect(screen.getByRole(`status`)).toHaveTextContent(`No pages match “zzzz”.`)
    expect(screen.queryByRole(`listbox`)).not.toBeInTheDocument()
    await settle(() => fireEvent.change(header(), { target: { value: `offline` } }))
    await settle(() => pending[1].reject(new Error(`fetch failed`)))
    expect(screen.getByRole(`status`)).toHaveTextContent(`Search could not load.`)
    fireEvent.keyDown(header(), { key: `Enter` })
    expect(navigate).not.toHaveBeenCalled()
  })

  it(`is focused by / outside text fields, and Escape clears it`, async () => {
    render(
      <>
        <textarea aria-label="notes" />
        <SearchBox search={async () => answer(HITS)} prepare={() => undefined} />
      </>,
    )
    fireEvent.keyDown(screen.getByLabelText(`notes`), { key: `/` })
    expect(header()).not.toHaveFocus()
    fireEvent.keyDown(document.body, { key: `/` })
    expect(header()).toHaveFocus()
    await settle(() => fireEvent.change(header(), { target: { value: `signature` } }))
    fireEvent.keyDown(header(), { key: `Escape` })
    expect(header()).toHaveValue(``)
  })

  it(`closes when focus leaves it`, async () => {
    render(
      <>
        <SearchBox search={async () => answer(HITS)} prepare={() => undefined} />
        <button>elsewhere</button>
      </>,
    )
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `signature` } }))
    expect(screen.getByRole(`listbox`)).toBeInTheDocument()
    await settle(() => fireEvent.blur(header(), { relatedTarget: screen.getByRole(`button`) }))
    expect(screen.queryByRole(`listbox`)).not.toBeInTheDocument()
  })
})

describe(`SearchBox and the mouse`, () => {
  it(`opens the clicked result`, async () => {
    render(<SearchBox search={async () => answer(HITS)} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `signature` } }))
    fireEvent.click(screen.getAllByRole(`option`)[2])
    expect(navigate).toHaveBeenCalledWith(`/documentation/webhooks/`)
  })
})

describe(`SearchBox inline (search-test page)`, () => {
  it(`runs its fixed query at once and shows results without focus`, async () => {
    const search = jest.fn(async () => answer(HITS))
    await act(async () => {
      render(
        <SearchBox
          variant="inline"
          label="Fixed query: signature"
          initialQuery="signature"
          search={search}
          prepare={() => undefined}
        />,
      )
    })
    expect(search).toHaveBeenCalledWith(`signature`, expect.anything())
    expect(screen.getByLabelText(`Fixed query: signature`)).toHaveValue(`signature`)
    expect(screen.getAllByRole(`option`)[0]).toHaveTextContent(`Verifying webhook authenticity`)
  })
})

describe(`SearchBox and short queries`, () => {
  it(`does not search for a single letter, and keeps the hint`, async () => {
    const search = jest.fn(async () => answer(HITS))
    render(<SearchBox search={search} prepare={() => undefined} />)
    await settle(() => fireEvent.focus(header()))
    await settle(() => fireEvent.change(header(), { target: { value: `w` } }))
    expect(search).not.toHaveBeenCalled()
    expect(screen.getByRole(`status`)).toHaveTextContent(`Search guides, API operations and headings.`)
    await settle(() => fireEvent.change(header(), { target: { value: `we` } }))
    expect(search).toHaveBeenCalledWith(`we`, expect.anything())
  })
})

describe(`searchUnavailableText`, () => {
  it(`says what is true in development (no index yet) and in production (a network problem)`, () => {
    expect(searchUnavailableText(`development`)).toMatch(/npm run build/)
    expect(searchUnavailableText(`production`)).toMatch(/connection/)
  })
})
