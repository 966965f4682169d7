import { Link, type HeadFC } from "gatsby"
import React from "react"
import { WidePage } from "../components/WidePage"
import { SearchBox } from "../components/SearchBox"
import { Seo } from "../components/Seo"

/** Served by static hosts as 404.html with status 404 (issue 2, item 5). */
export default function NotFoundPage() {
  return (
    <WidePage>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved when the documentation was reorganised.</p>
      <SearchBox variant="inline" label="Search the documentation" />
      <ul>
        <li>
          <Link to="/documentation/">Browse the documentation</Link>
        </li>
        <li>
          <Link to="/api-reference/">Browse the API reference</Link>
        </li>
      </ul>
    </WidePage>
  )
}

export const Head: HeadFC = () => <Seo title="Page not found" path="/404/" noIndex />
