import { graphql, type PageProps } from "gatsby"
import { Cards } from "../components/Cards"
import React from "react"
import { DocPage, type DocContext } from "../components/DocPage"
import { MarkdownHead, type MarkdownPageData } from "../components/MarkdownPage"
import type { IndexGroup } from "../lib/navigation"
import { headingId } from "../lib/heading-id"

/** Section index: tagline, intro, then the section's pages by group as cards with one-line summaries. */
interface SectionIndexContext extends DocContext {
  groups: Array<IndexGroup>
}

export default function SectionIndexTemplate({
  data,
  pageContext,
}: PageProps<MarkdownPageData, SectionIndexContext>) {
  const { html, fields } = data.markdownRemark
  return (
    <DocPage {...pageContext} path={fields.pagePath} title={fields.title} lead={fields.description}>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      {pageContext.groups.map(group => (
        <section key={group.title} aria-label={group.title}>
          <h2 id={headingId(group.title)}>{group.title}</h2>
          <Cards cards={group.cards} />
        </section>
      ))}
    </DocPage>
  )
}

export const Head = MarkdownHead

export const query = graphql`
  query SectionIndexPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...MarkdownPage
    }
  }
`
