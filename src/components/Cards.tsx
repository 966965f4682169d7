import { Link } from "gatsby"
import React from "react"
import type { Card } from "../lib/navigation"
import { headingId } from "../lib/heading-id"

/** Link cards: a title and a one-sentence blurb, as on the real site's index pages. */
export function Cards({ cards }: { cards: Array<Card> }) {
  return (
    <ul className="cards">
      {cards.map(card => (
        <li className="card" key={card.path}>
          {/* An id from the card's page: unique on the page, and stable while the page stays. */}
          <h3 id={headingId(card.path)}>
            <Link to={card.path}>{card.title}</Link>
          </h3>
          {card.description ? <p>{card.description}</p> : null}
          {card.children && card.children.length > 0 ? (
            <ul>
              {card.children.map(child => (
                <li key={child.path}>
                  <Link to={child.path}>{child.title}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
