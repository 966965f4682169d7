import React from "react"
import { siteDescription, siteTitle, siteUrl, socialCard } from "../config/site"

interface SeoProps {
  title: string
  description?: string
  path: string
  noIndex?: boolean
  /** `article` for a documentation page, `website` (the default) for the rest. */
  type?: `article` | `website`
}

/** Title, description, canonical link and what a shared link shows, for a page's Head export. */
export function Seo({ title, description, path, noIndex, type = `website` }: SeoProps) {
  const fullTitle = `${title} | ${siteTitle}`
  const summary = description || siteDescription
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={`${siteUrl}${path}`} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={`${siteUrl}${path}`} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:image" content={`${siteUrl}${socialCard.path}`} />
      <meta property="og:image:width" content={String(socialCard.width)} />
      <meta property="og:image:height" content={String(socialCard.height)} />
      <meta property="og:image:alt" content={siteTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
