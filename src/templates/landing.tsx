import { graphql, type PageProps } from "gatsby"
import React from "react"
import { Cards } from "../components/Cards"
import type { Card } from "../lib/navigation"
import { Layout } from "../components/Layout"
import { MarkdownHead, type MarkdownPageData } from "../components/MarkdownPage"
import { areaOf } from "../config/site-areas"
import { areaCrumb } from "../lib/navigation"

interface LandingContext {
  cards: Array<Card>
}

/** Documentation landing (and the API reference landing): a card for every section. */
export default function LandingTemplate({ data, pageContext }: PageProps<MarkdownPageData, LandingContext>) {
  const { html, fields } = data.markdownRemark
  const area = areaOf(fields.pagePath)
  return (
    <Layout area={area}>
      <main className="page page--wide">
        <div
          className="page__main"
          data-pagefind-body=""
          data-pagefind-meta="section[data-section]"
          data-section={areaCrumb(fields.pagePath).title}
        >
          <h1>{fields.title}</h1>
          <p className="lead">{fields.description}</p>
          <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
          <section aria-labelledby="sections-heading">
            <h2 id="sections-heading">Sections</h2>
            <Cards cards={pageContext.cards} />
          </section>
        </div>
      </main>
    </Layout>
  )
}

export const Head = MarkdownHead

export const query = graphql`
  query LandingPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...MarkdownPage
    }
  }
`
