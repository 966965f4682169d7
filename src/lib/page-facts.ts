/*
 * What the site says about each page besides its content: where to edit it, when it last changed, and,
 * for tools (llms.txt, the sitemap), every page section by section in reading order. Pure.
 */
import { sourceRepository } from "../config/site"
import { areaOf, isLandingPath } from "../config/site-areas"
import { readingOrder, type SectionNav } from "./navigation"
import { sourceFile } from "./last-commits"
import type { PageKind, SitePage } from "./site-model"

export interface PageFacts {
  /** The page's source file in the repository's web editor. */
  editUrl: string
  /** When the source file last changed (ISO 8601, from git); absent without git history. */
  lastUpdated?: string
}

export function pageFactsOf(source: string, lastUpdated: Readonly<Record<string, string>> = {}): PageFacts {
  const file = sourceFile(source)
  const when = lastUpdated[file]
  return {
    editUrl: `${sourceRepository.url}/edit/${sourceRepository.branch}/${file.split(`/`).map(encodeURIComponent).join(`/`)}`,
    ...(when ? { lastUpdated: when } : {}),
  }
}

export interface ReaderPage {
  path: string
  title: string
  /** The page's unique `<title>` (src/lib/page-titles.ts). */
  headTitle: string
  description: string
  kind: PageKind
  /** The source file (an API page's OpenAPI document). */
  file: string
  lastUpdated?: string
}

export interface ReaderSection {
  title: string
  pages: Array<ReaderPage>
}

/** The landing pages first, then each section in reading order: the guides' sections, then the APIs'. */
export function readerSections(
  sitePages: ReadonlyArray<SitePage>,
  navigation: ReadonlyArray<SectionNav>,
  headTitles: ReadonlyMap<string, string>,
  lastUpdated: Readonly<Record<string, string>> = {},
): Array<ReaderSection> {
  const byPath = new Map(sitePages.map(page => [page.path, page]))
  const reader = (page: SitePage): ReaderPage => {
    const file = sourceFile(page.source)
    return {
      path: page.path,
      title: page.title,
      headTitle: headTitles.get(page.path) ?? page.title,
      description: page.description,
      kind: page.kind,
      file,
      ...(lastUpdated[file] ? { lastUpdated: lastUpdated[file] } : {}),
    }
  }
  const areaRank = (nav: SectionNav) => (areaOf(nav.rootPath) === `documentation` ? 0 : 1)
  const sections = [...navigation]
    .sort((a, b) => areaRank(a) - areaRank(b) || a.title.localeCompare(b.title))
    .map(nav => ({
      title: nav.title,
      pages: readingOrder(nav)
        .map(item => byPath.get(item.path))
        .filter((page): page is SitePage => page !== undefined)
        .map(reader),
    }))
  const landings = sitePages.filter(page => isLandingPath(page.path)).map(reader)
  return [{ title: `Start here`, pages: landings }, ...sections].filter(section => section.pages.length > 0)
}
