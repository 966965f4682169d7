import React, { useState } from "react"
import { movedFromOf } from "../browser/redirects/arrival"
import { AddressSuggestionList } from "./AddressSuggestions"
import { useClientValue } from "./useClientValue"

// Shown on the page a family's fallback led to: the old page has no exact successor, so this is the
// closest section, and a search for the old page's words may find the rest. Dismissible.

export function MovedNote() {
  const movedFrom = useClientValue(() => movedFromOf(window.location.pathname, window.location.search))
  const [dismissed, setDismissed] = useState(false)
  if (!movedFrom || dismissed) return null
  return (
    <aside className="moved-note" aria-label="This page has moved">
      <p>
        The page you followed (<code>{movedFrom}</code>) has moved; this is the closest section.
      </p>
      <AddressSuggestionList address={movedFrom} heading="Were you looking for…" />
      <button type="button" className="moved-note__dismiss" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </aside>
  )
}
