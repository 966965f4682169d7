import { graphql, type HeadProps } from "gatsby"
import React from "react"
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

/** The head of every markdown-backed template. */
export function MarkdownHead({ data }: HeadProps<MarkdownPageData>) {
  const { fields } = data.markdownRemark
  return <Seo title={fields.title} description={fields.description} path={fields.pagePath} />
}
