import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import React from "react"
import { DocPage, type DocContext } from "../components/DocPage"
import { Seo } from "../components/Seo"
import { headingId } from "../lib/heading-id"
import {
  byMonth,
  CHANGELOG_DESCRIPTION,
  CHANGELOG_FEED_PATH,
  CHANGELOG_PATH,
  CHANGELOG_TITLE,
  type ChangelogEntry,
} from "../lib/changelog"

interface ChangelogContext extends DocContext {
  titles: Record<string, string>
}

interface ChangelogData {
  changelog: { entries: Array<ChangelogEntry> }
}

const KIND_LABEL = { added: `Added`, changed: `Changed`, deprecated: `Deprecated`, removed: `Removed` }

/** The API changelog's section index: entries by month, newest first. */
export default function ChangelogTemplate({ data, pageContext }: PageProps<ChangelogData, ChangelogContext>) {
  return (
    <DocPage {...pageContext} path={CHANGELOG_PATH} title={CHANGELOG_TITLE} lead={CHANGELOG_DESCRIPTION}>
      <p>
        Follow it in a feed reader: <a href={CHANGELOG_FEED_PATH}>RSS feed</a>. The{" "}
        <Link to="/api-reference/introduction/api_changes/">API changes policy</Link> says how much notice
        each kind of change gets.
      </p>
      {byMonth(data.changelog.entries).map(({ month, entries }) => (
        <section key={month} aria-label={month}>
          <h2 id={headingId(month)}>{month}</h2>
          <ul className="cards">
            {entries.map(entry => (
              <li className="card" key={`${entry.date}-${entry.summary}`}>
                <h3 id={headingId(`${entry.date} ${entry.summary}`)}>
                  {KIND_LABEL[entry.kind]}: {entry.api}
                </h3>
                <p>
                  <time dateTime={entry.date}>{entry.date}</time>. {entry.summary}
                </p>
                {entry.links.length > 0 ? (
                  <ul>
                    {entry.links.map(link => (
                      <li key={link}>
                        <Link to={link}>{pageContext.titles[link] ?? link}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DocPage>
  )
}

export function Head({ pageContext }: HeadProps<ChangelogData, ChangelogContext>) {
  return (
    <>
      <Seo
        type="article"
        title={pageContext.headTitle ?? CHANGELOG_TITLE}
        description={CHANGELOG_DESCRIPTION}
        path={CHANGELOG_PATH}
      />
      <link rel="alternate" type="application/rss+xml" title={CHANGELOG_TITLE} href={CHANGELOG_FEED_PATH} />
    </>
  )
}

export const query = graphql`
  query Changelog($id: String!) {
    changelog(id: { eq: $id }) {
      entries
    }
  }
`
