import React from "react"
import { areaOf } from "../config/site-areas"
import { areaCrumb, type Crumb, type PageNeighbours, type SidebarNav } from "../lib/navigation"
import { Breadcrumbs } from "./Breadcrumbs"
import { Layout } from "./Layout"
import { OnThisPage, type TocEntry } from "./OnThisPage"
import { PageFactsLine } from "./PageFacts"
import type { PageFacts } from "../lib/page-facts"
import { PrevNext } from "./PrevNext"
import { Sidebar } from "./Sidebar"

/** What createPages puts in every documentation page's context. */
export interface DocContext {
  nav: SidebarNav | null
  crumbs: Array<Crumb>
  neighbours: PageNeighbours
  /** The page's unique `<title>` (src/lib/page-titles.ts). */
  headTitle?: string
  /** Its edit link and last change. */
  facts?: PageFacts
}

interface DocPageProps extends DocContext {
  path: string
  title: string
  lead?: string
  toc?: Array<TocEntry>
  children: React.ReactNode
}

/** The trail above the page ("Documentation › Webhooks"), shown with the page in search results. */
function searchSection(crumbs: Array<Crumb>, path: string): string {
  const above = crumbs.slice(0, -1).map(crumb => crumb.title)
  return above.length > 0 ? above.join(` › `) : areaCrumb(path).title
}

/** The frame of every page inside a section: breadcrumbs, h1, sidebar, "On this page", previous/next. */
export function DocPage(props: DocPageProps) {
  const { nav, crumbs, neighbours, path, title, lead, toc = [], children, facts } = props
  const area = areaOf(path)
  const layoutClass = [`page`, nav ? `` : `page--wide`, toc.length > 0 ? `page--toc` : ``]
    .filter(Boolean)
    .join(` `)
  return (
    <Layout sectionTitle={nav?.title} area={area}>
      <div className={layoutClass}>
        <main className="page__main">
          <Breadcrumbs crumbs={crumbs} />
          {toc.length > 0 ? (
            // Below the `lg` breakpoint the list folds above the content; from it, it is the right column.
            <details className="toc-details">
              <summary>On this page</summary>
              <OnThisPage entries={toc} />
            </details>
          ) : null}
          <article
            data-pagefind-body=""
            data-pagefind-meta="section[data-section]"
            data-section={searchSection(crumbs, path)}
          >
            <h1 data-pagefind-weight="10">{title}</h1>
            {lead ? <p className="lead">{lead}</p> : null}
            {children}
          </article>
          {facts ? <PageFactsLine facts={facts} /> : null}
          <PrevNext {...neighbours} />
        </main>
        {nav ? (
          <div className="page__sidebar">
            <Sidebar nav={nav} currentPath={path} />
          </div>
        ) : null}
        {toc.length > 0 ? (
          <aside className="page__toc">
            <OnThisPage entries={toc} />
          </aside>
        ) : null}
      </div>
    </Layout>
  )
}
