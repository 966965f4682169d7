import { Link } from "gatsby"
import React from "react"
import type { Crumb } from "../lib/navigation"

export function Breadcrumbs({ crumbs }: { crumbs: Array<Crumb> }) {
  if (crumbs.length < 2) return null
  const last = crumbs.length - 1
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {index === last ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <Link to={crumb.path}>{crumb.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
