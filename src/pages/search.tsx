import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { resultsRequestOf, SearchResultsPage } from "../components/SearchResultsPage"
import { Seo } from "../components/Seo"
import { useClientValue } from "../components/useClientValue"
import { WidePage } from "../components/WidePage"
import { searchPagePath } from "../config/search"

// The results page, `/search/?q=…`: every page a query matches, by area, a page of results at a time.
// One static HTML file; the query is read from the address in the browser (after hydration, as the
// HTML serves every query), so any host serves it.

export default function SearchPage({ location }: PageProps) {
  const search = useClientValue(() => location.search)
  return (
    <WidePage>
      <h1>Search results</h1>
      <SearchResultsPage request={resultsRequestOf(search ?? ``)} />
    </WidePage>
  )
}

export const Head: HeadFC = () => <Seo title="Search results" path={searchPagePath} noIndex />
