import { Link } from "gatsby"
import React from "react"
import type { Card } from "../lib/navigation"

/** Link cards: a title and a one-sentence blurb, as on the real site's index pages. */
export function Cards({ cards }: { cards: Array<Card> }) {
  return (
    <ul className="cards">
      {cards.map(card => (
        <li className="card" key={card.path}>
          <h3>
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
