import { graphql, type HeadProps, type PageProps } from "gatsby"
import React, { useRef } from "react"
import { DocPage, type DocContext } from "../components/DocPage"
import { Seo } from "../components/Seo"
import { useCodeBlocks } from "../components/useCodeBlocks"

export interface MarkdownPageData {
  markdownRemark: {
    html: string
    fields: { pagePath: string; title: string; description: string }
    headings: Array<{ id: string; value: string }>
  }
}

/** Markdown guide page: sidebar tree, "On this page" from the h2s, breadcrumbs, previous/next. */
export default function GuideTemplate({ data, pageContext }: PageProps<MarkdownPageData, DocContext>) {
  const { html, fields, headings } = data.markdownRemark
  const body = useRef<HTMLDivElement>(null)
  useCodeBlocks(body)
  return (
    <DocPage {...pageContext} path={fields.pagePath} title={fields.title} toc={headings.map(heading => ({ id: heading.id, title: heading.value }))}>
      <div ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </DocPage>
  )
}

export function Head({ data }: HeadProps<MarkdownPageData>) {
  const { fields } = data.markdownRemark
  return <Seo title={fields.title} description={fields.description} path={fields.pagePath} />
}

export const query = graphql`
  query GuidePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields { pagePath title description }
      headings(depth: h2) { id value }
    }
  }
`
