import { graphql, type HeadProps } from "gatsby"
import React from "react"
import { isLandingPath } from "../config/site-areas"
import { Seo } from "./Seo"

/** What every markdown-backed template reads, through the MarkdownPage fragment below. */
export interface MarkdownPageData {
  markdownRemark: {
    html: string
    fields: { pagePath: string; title: string; description: string }
    headings: Array<{ id: string; value: string }>
  }
}

/** Gatsby makes fragments global: each template's page query spreads `...MarkdownPage`. */
export const markdownPageFragment = graphql`
  fragment MarkdownPage on MarkdownRemark {
    html
    fields {
      pagePath
      title
      description
    }
    headings(depth: h2) {
      id
      value
    }
  }
`

/** The head of every markdown-backed template; its `<title>` is the one planSite made unique. */
export function MarkdownHead({ data, pageContext }: HeadProps<MarkdownPageData, { headTitle?: string }>) {
  const { fields } = data.markdownRemark
  return (
    <Seo
      title={pageContext.headTitle ?? fields.title}
      description={fields.description}
      path={fields.pagePath}
      type={isLandingPath(fields.pagePath) ? `website` : `article`}
    />
  )
}
