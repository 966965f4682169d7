import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import React, { useMemo, useState } from "react"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { searchTitles, type SearchablePage } from "../lib/title-search"

interface SearchTestData {
  allMarkdownRemark: { nodes: Array<{ fields: SearchablePage }> }
}

/** Fixed queries the page always shows, so a glance tells whether search finds the right pages. */
const FIXED_QUERIES = [`pagination`, `webhooks`, `oauth`]

function Results({ pages, query }: { pages: Array<SearchablePage>; query: string }) {
  const results = searchTitles(pages, query).slice(0, 5)
  if (results.length === 0) return <p>No pages match “{query}”.</p>
  return (
    <ol>
      {results.map(page => (
        <li key={page.pagePath}>
          <Link to={page.pagePath}>{page.title}</Link>
        </li>
      ))}
    </ol>
  )
}

/** The search-test page (issue 2, item 5): the search control with a few fixed queries. */
export default function SearchTestPage({ data }: PageProps<SearchTestData>) {
  const pages = useMemo(() => data.allMarkdownRemark.nodes.map(node => node.fields), [data])
  const [query, setQuery] = useState(``)
  return (
    <Layout>
      <main className="page page--wide">
        <div className="page__main">
          <h1>Search test</h1>
          <form role="search" onSubmit={event => event.preventDefault()}>
            <label htmlFor="search-input">Search the documentation</label>{" "}
            <input id="search-input" type="search" value={query} onChange={event => setQuery(event.target.value)} />
          </form>
          {query.trim() ? <Results pages={pages} query={query} /> : <p>Type to search page titles.</p>}
          <h2>Fixed queries</h2>
          {FIXED_QUERIES.map(fixed => (
            <section key={fixed} aria-label={`Results for ${fixed}`}>
              <h3>{fixed}</h3>
              <Results pages={pages} query={fixed} />
            </section>
          ))}
        </div>
      </main>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="Search test" path="/search-test/" noIndex />

export const query = graphql`
  query SearchTestPage {
    allMarkdownRemark(sort: { fields: { pagePath: ASC } }) {
      nodes { fields { pagePath title } }
    }
  }
`
