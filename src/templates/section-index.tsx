import { graphql, type PageProps } from "gatsby"
import { Cards } from "../components/Cards"
import React from "react"
import { DocPage, type DocContext } from "../components/DocPage"
import { MarkdownHead, type MarkdownPageData } from "../components/MarkdownPage"

/** Section index: tagline, intro, then the section's pages by group as cards with one-line summaries. */
export default function SectionIndexTemplate({ data, pageContext }: PageProps<MarkdownPageData, DocContext>) {
  const { html, fields } = data.markdownRemark
  const groups = pageContext.nav?.groups ?? []
  return (
    <DocPage {...pageContext} path={fields.pagePath} title={fields.title} lead={fields.description}>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      {groups.map(group => (
        <section key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <Cards
            cards={group.items.map(item => ({
              path: item.path,
              title: item.title,
              description: item.description,
              children: item.children.map(child => ({ path: child.path, title: child.title })),
            }))}
          />
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
