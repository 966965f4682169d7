import { Link, type HeadFC } from "gatsby"
import React from "react"
import { areaPath } from "../config/site-areas"
import { WidePage } from "../components/WidePage"
import { Seo } from "../components/Seo"

/** Gatsby shows this page when a page's data answers 500 (its loader asks for /500.html's data). */
export default function ServerErrorPage() {
  return (
    <WidePage>
      <h1>Something went wrong</h1>
      <p>The server could not send this page. Try again in a moment.</p>
      <p>
        <Link to={areaPath(`documentation`)}>Back to the documentation</Link>
      </p>
    </WidePage>
  )
}

export const Head: HeadFC = () => <Seo title="Something went wrong" path="/500/" noIndex />
