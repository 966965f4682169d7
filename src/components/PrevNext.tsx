import { Link } from "gatsby"
import React from "react"
import type { PageNeighbours } from "../lib/navigation"

export function PrevNext({ previous, next }: PageNeighbours) {
  if (!previous && !next) return null
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {previous ? (
        <Link to={previous.path} rel="prev">
          <span aria-hidden="true">← </span>Previous: {previous.title}
        </Link>
      ) : null}
      {next ? (
        <Link className="prev-next__next" to={next.path} rel="next">
          Next: {next.title}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  )
}
