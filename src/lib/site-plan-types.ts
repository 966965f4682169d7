import type { LoadedApi } from "../api-reference/load"
import type { AddressPairs } from "../../redirects/types"
import type { ChangelogEntry } from "./changelog"
import type { ReaderSection } from "./page-facts"
import type { PageKind } from "./site-model"

/** What planSite (src/lib/site-plan.ts) reads and returns. */
export interface MarkdownSource {
  id: string
  /** The line its body starts on in its file (default 1), to name the line of a problem in it. */
  bodyLine?: number
  /** What is wrong with its front matter (the page is still made, so links to it stay valid). */
  problems?: Array<string>
  html: string
  path: string
  title: string
  description: string
  source: string
  group?: string
  order?: number
  groups?: Array<string>
  redirectFrom?: Array<string>
}

export interface ChangelogSource {
  /** The Changelog node the template queries. */
  id?: string
  file: string
  entries: Array<ChangelogEntry>
  problems: Array<string>
}

export interface SiteSources {
  markdown: Array<MarkdownSource>
  apis: Array<LoadedApi>
  apiProblems: Array<string>
  /** The ApiReferencePage node of each API page, by path: what its template queries. */
  apiPageIds?: Record<string, string>
  /** `/api-reference/<api>/` of each description that could not be read: links into it are not reported again. */
  unreadableApis?: Array<string>
  changelog?: ChangelogSource
  /** When each source file last changed (ISO 8601), by path from the project's root: from git. */
  lastUpdated?: Readonly<Record<string, string>>
}

export interface PlannedPage {
  path: string
  kind: PageKind
  context: Record<string, unknown>
}

/**
 * Redirects the content itself implies, each as a family of its own: the old addresses a page names in
 * its front matter (`redirect_from`, module: the markdown file), and the section roots without an index
 * page (module: src/lib/section-entries.ts).
 */
export interface PageRedirects {
  name: `redirect_from` | `section-entries`
  module: string
  rules: AddressPairs
}

export interface SitePlan {
  pages: Array<PlannedPage>
  /** Every path a link may point to: pages, framework pages, downloads, the feed. */
  paths: Array<string>
  /** The documentation's own pages (guides, indexes, API reference): what search indexes. */
  contentPaths: Array<string>
  /** Every page with what a reader or a tool is told of it, section by section (llms.txt, the sitemap). */
  readers: Array<ReaderSection>
  pageRedirects: Array<PageRedirects>
  problems: Array<string>
  /**
   * False when a source could not be read as written: its problems are the only ones reported then,
   * since a page may lack its title, group or old addresses and every later check would repeat it.
   */
  sourcesReadable: boolean
}
