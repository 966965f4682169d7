import { graphql, type HeadProps, type PageProps } from "gatsby"
import React from "react"
import { Cards, type CardData } from "../components/Cards"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import type { MarkdownPageData } from "./guide"

interface LandingContext {
  cards: Array<CardData>
}

/** Documentation landing (and the API reference landing): a card for every section. */
export default function LandingTemplate({ data, pageContext }: PageProps<MarkdownPageData, LandingContext>) {
  const { html, fields } = data.markdownRemark
  const area = fields.pagePath.startsWith(`/api-reference/`) ? `api-reference` : `documentation`
  return (
    <Layout area={area}>
      <main className="page page--wide">
        <div className="page__main">
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

export function Head({ data }: HeadProps<MarkdownPageData>) {
  const { fields } = data.markdownRemark
  return <Seo title={fields.title} description={fields.description} path={fields.pagePath} />
}

export const query = graphql`
  query LandingPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields { pagePath title description }
      headings(depth: h2) { id value }
    }
  }
`
