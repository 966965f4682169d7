import { graphql, type PageProps } from "gatsby"
import React, { useRef } from "react"
import { DocPage, type DocContext } from "../components/DocPage"
import { MarkdownHead, type MarkdownPageData } from "../components/MarkdownPage"
import { useCodeBlocks } from "../components/useCodeBlocks"

/** Markdown guide page: sidebar tree, "On this page" from the h2s, breadcrumbs, previous/next. */
export default function GuideTemplate({ data, pageContext }: PageProps<MarkdownPageData, DocContext>) {
  const { html, fields, headings } = data.markdownRemark
  const body = useRef<HTMLDivElement>(null)
  useCodeBlocks(body)
  return (
    <DocPage
      {...pageContext}
      path={fields.pagePath}
      title={fields.title}
      toc={headings.map(heading => ({ id: heading.id, title: heading.value }))}
    >
      <div ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </DocPage>
  )
}

export const Head = MarkdownHead

export const query = graphql`
  query GuidePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...MarkdownPage
    }
  }
`
