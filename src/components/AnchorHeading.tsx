import React from "react"

/**
 * A heading a reader can link to: its "#" link (the stylesheet draws the sign) shows on hover and focus,
 * named like the ones gatsby-remark-autolink-headers gives markdown headings.
 */
export function AnchorHeading({ level, id, children }: { level: 2 | 3; id: string; children: string }) {
  const Tag = level === 2 ? `h2` : `h3`
  return (
    <Tag id={id}>
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={`${children} permalink`} />
    </Tag>
  )
}
