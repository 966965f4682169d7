import React from "react"
import { siteDescription, siteTitle, siteUrl } from "../config/site"

interface SeoProps {
  title: string
  description?: string
  path: string
  noIndex?: boolean
}

/** Title, description and canonical link for a page's Head export. */
export function Seo({ title, description, path, noIndex }: SeoProps) {
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
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
