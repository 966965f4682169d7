import { type HeadFC } from "gatsby"
import React from "react"
import { WidePage } from "../components/WidePage"
import { SearchBox } from "../components/SearchBox"
import { Seo } from "../components/Seo"

// Fixed queries the page always runs through the site's own search box, so a glance tells whether
// search finds the right pages: a guide term, an API resource, an operation's path, a heading.

export const FIXED_QUERIES = [`webhook signature`, `tickets`, `POST /api/v2/tickets`, `pagination`]

/** The search-test page: the header's search component, inline, with fixed queries. */
export default function SearchTestPage() {
  return (
    <WidePage>
      <h1>Search test</h1>
      <p>
        The same search the header offers (press <kbd>/</kbd> anywhere), with its results shown in place.
      </p>
      <SearchBox variant="inline" label="Search the documentation" />
      <h2 id="fixed-queries">Fixed queries</h2>
      {FIXED_QUERIES.map(fixed => (
        <section key={fixed} className="search-test__query">
          <SearchBox variant="inline" label={`Fixed query: ${fixed}`} initialQuery={fixed} />
        </section>
      ))}
    </WidePage>
  )
}

export const Head: HeadFC = () => <Seo title="Search test" path="/search-test/" noIndex />
