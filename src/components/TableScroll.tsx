import React from "react"

/**
 * A wide table scrolls inside its own region, never the page; the region takes focus so a keyboard can
 * scroll it (axe: scrollable-region-focusable). Markdown tables get the same wrapper at build time
 * (plugins/gatsby-remark-table-scroll).
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
