import React from "react"

export interface TocEntry {
  id: string
  title: string
}

/** "On this page": the page's h2s. */
export function OnThisPage({ entries }: { entries: Array<TocEntry> }) {
  if (entries.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <h2>On this page</h2>
      <ul>
        {entries.map(entry => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
