import { graphql, Link, type PageProps } from "gatsby"
import React, { useRef } from "react"
import { DocPage, type DocContext } from "../components/DocPage"
import { useCodeBlocks } from "../components/useCodeBlocks"
import { MarkdownHead, type MarkdownPageData } from "../components/MarkdownPage"

interface UseCaseContext extends DocContext {
  /** Guides and API pages the walk-through links, resolved at build. */
  linkedPages: Array<{ path: string; title: string }>
}

/** Use-case page: a scenario walk-through, closing with the pages it builds on. */
export default function UseCaseTemplate({ data, pageContext }: PageProps<MarkdownPageData, UseCaseContext>) {
  const { html, fields, headings } = data.markdownRemark
  const body = useRef<HTMLDivElement>(null)
  useCodeBlocks(body)
  const toc = [
    ...headings.map(heading => ({ id: heading.id, title: heading.value })),
    { id: `pages-this-walk-through-uses`, title: `Pages this walk-through uses` },
  ]
  return (
    <DocPage {...pageContext} path={fields.pagePath} title={fields.title} lead={fields.description} toc={toc}>
      <div ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      <section aria-labelledby="pages-this-walk-through-uses">
        <h2 id="pages-this-walk-through-uses">Pages this walk-through uses</h2>
        <ul>
          {pageContext.linkedPages.map(page => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </DocPage>
  )
}

export const Head = MarkdownHead

export const query = graphql`
  query UseCasePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...MarkdownPage
    }
  }
`
