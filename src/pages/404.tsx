import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { areaPath } from "../config/site-areas"
import { AddressSuggestionList } from "../components/AddressSuggestions"
import { SearchBox } from "../components/SearchBox"
import { Seo } from "../components/Seo"
import { useClientValue } from "../components/useClientValue"
import { WidePage } from "../components/WidePage"
import { closestSection, type SectionLink } from "../lib/closest-section"

interface NotFoundData {
  allMarkdownRemark: { nodes: Array<{ fields: { pagePath: string; title: string } }> }
}

/**
 * Served by hosts as 404.html with status 404, after its head script found no redirect for the address
 * (src/browser/redirects/not-found.ts). Still no dead end: the pages that best match the address's words,
 * the section the address was in, and the search box.
 */
export default function NotFoundPage({ data }: PageProps<NotFoundData>) {
  // The address is the browser's: on the server this page is rendered once, for every address.
  const address = useClientValue(() => window.location.pathname)
  const sections: Array<SectionLink> = data.allMarkdownRemark.nodes.map(node => ({
    path: node.fields.pagePath,
    title: node.fields.title,
  }))
  const section = address ? closestSection(address, sections) : undefined
  return (
    <WidePage>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved when the documentation was reorganised.</p>
      {address ? <AddressSuggestionList address={address} heading="Were you looking for…" /> : null}
      <SearchBox variant="inline" label="Search the documentation" />
      <ul>
        {section ? (
          <li>
            <Link to={section.path}>{section.title}</Link>
          </li>
        ) : null}
        <li>
          <Link to={areaPath(`documentation`)}>Browse the documentation</Link>
        </li>
        <li>
          <Link to={areaPath(`api-reference`)}>Browse the API reference</Link>
        </li>
      </ul>
    </WidePage>
  )
}

export const Head: HeadFC = () => <Seo title="Page not found" path="/404/" noIndex />

/** The site's landings and section indexes: the candidates for "the section this address was in". */
export const query = graphql`
  query NotFoundSections {
    allMarkdownRemark(filter: { fields: { pagePath: { regex: "/^/[^/]+/([^/]+/)?$/" } } }) {
      nodes {
        fields {
          pagePath
          title
        }
      }
    }
  }
`
