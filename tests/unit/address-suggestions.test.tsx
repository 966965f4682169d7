import { render, screen } from "@testing-library/react"
import React from "react"
import { AddressSuggestionList } from "../../src/components/AddressSuggestions"
import { closestSection } from "../../src/lib/closest-section"
import { addressWords, suggestionQueries } from "../../src/search/address-words"
import type { SearchHit } from "../../src/search/result-model"

describe(`the words of an old address`, () => {
  it.each([
    [`/rest_api/docs/support/ticket_audits.html`, [`ticket audits`, `audits`]],
    [
      `/embeddables/docs/android/handle_push_notifications_ua`,
      [`handle push notifications ua`, `notifications handle`, `notifications`],
    ],
    [
      `/documentation/developer-tools/working-with-data/understanding-the-limitations-of-offset-pagination`,
      [`understanding limitations offset pagination`, `understanding limitations`, `understanding`],
    ],
    [`/acme-apps/docs/`, []],
  ])(`%s -> %j`, (address, queries) => expect(suggestionQueries(address, `acme`)).toEqual(queries))

  it(`drops the family's own segments, the product slug, numbers and filler`, () => {
    expect(addressWords(`/blog/2013/08/02/using-oauth-to-authenticate-with-acme-api-v2`, `acme`)).toEqual([
      `oauth`,
      `authenticate`,
      `blog`,
    ])
  })
})

describe(`closestSection`, () => {
  const sections = [
    { path: `/documentation/`, title: `Developer documentation` },
    { path: `/documentation/webhooks/`, title: `Webhooks` },
    { path: `/api-reference/ticketing/`, title: `Ticketing` },
  ]
  it(`finds the deepest section an address lies under, in any letter case, but never a landing`, () => {
    expect(closestSection(`/Documentation/Webhooks/old-page/`, sections)?.title).toBe(`Webhooks`)
    expect(closestSection(`/documentation/webhooks`, sections)?.title).toBe(`Webhooks`)
    expect(closestSection(`/documentation/other/`, sections)).toBeUndefined()
    expect(closestSection(`/rest_api/docs/x`, sections)).toBeUndefined()
  })
})

describe(`AddressSuggestionList`, () => {
  const hit = (url: string, title: string): SearchHit => ({
    url,
    title,
    section: `API Reference`,
    excerpt: [],
    headings: [],
  })

  it(`offers the three best pages of the first query that finds any`, async () => {
    const queries: Array<string> = []
    const search = async (query: string) => {
      queries.push(query)
      return query === `audits`
        ? [hit(`/a/`, `Ticket Audits`), hit(`/b/`, `Audit Logs`), hit(`/c/`, `C`), hit(`/d/`, `D`)]
        : []
    }
    render(
      <AddressSuggestionList
        address="/rest_api/docs/core/ticket_audits"
        heading="Were you looking for…"
        search={search}
      />,
    )
    expect(await screen.findByRole(`link`, { name: `Ticket Audits` })).toHaveAttribute(`href`, `/a/`)
    expect(screen.getAllByRole(`link`)).toHaveLength(3)
    expect(screen.getByText(`Pages matching “audits”:`)).toBeInTheDocument()
    expect(queries).toEqual([`ticket audits`, `audits`])
  })

  it(`shows nothing when no query finds a page`, async () => {
    const search = jest.fn(async () => [])
    const { container } = render(<AddressSuggestionList address="/x/zzz" heading="h" search={search} />)
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(search).toHaveBeenCalled()
    expect(container).toBeEmptyDOMElement()
  })
})
