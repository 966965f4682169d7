import { CHANGELOG_PATH } from "./changelog"
import { duplicateUrlProblems } from "./frontmatter"
import { markerProblems } from "./markdown-gate"
import { brokenLinks, hrefsIn, resolveHref, type CheckedPage } from "./link-check"
import {
  breadcrumbsOf,
  buildNavigation,
  neighboursOf,
  sectionIndexGroups,
  sidebarNavOf,
  type SectionNav,
} from "./navigation"
import { aliasPathsOf, apiDownloadPaths, areaOf, areaPath, isLandingPath } from "../config/site-areas"
import { changelogPage, frontMatterOrder, siteAddresses } from "./site-addresses"
import { humanizeSlug, markdownPageKind, sectionOf, type SitePage } from "./site-model"
import type { MarkdownSource, PlannedPage, SitePlan, SiteSources } from "./site-plan-types"
import { errorMessage } from "./error-message"
import { pageFactsOf, readerSections } from "./page-facts"
import { titledPage, uniqueTitles } from "./page-titles"

// The site as the build will make it, planned without touching Gatsby or the disk (the Docusaurus
// habit: plan, then write). gatsby/pages.ts loads the sources, calls planSite and creates what it says.

function markdownPage(node: MarkdownSource): SitePage {
  const { path, title, description, source, group, groups } = node
  return {
    path,
    title,
    description,
    source,
    group,
    groups,
    order: frontMatterOrder(node.order),
    kind: markdownPageKind(path),
  }
}

/** The guides and API pages a use case links, in order of first mention. */
export function linkedPagesOf(html: string, fromPath: string, titles: Record<string, string>) {
  const paths = hrefsIn(html)
    .map(href => resolveHref(href, fromPath)?.path)
    .filter((target): target is string => Boolean(target && target !== fromPath && titles[target]))
  return [...new Set(paths)].map(target => ({ path: target, title: titles[target] }))
}

/** Landing cards: every section of the area, in title order; the documentation landing also offers use cases and the changelog. */
export function landingCards(area: string, navigation: Map<string, SectionNav>, pages: Array<SitePage>) {
  const description = (rootPath: string) => pages.find(page => page.path === rootPath)?.description ?? ``
  // The changelog's section is listed with the guides, not with the API references.
  const changelogSection = sectionOf(CHANGELOG_PATH).rootPath
  const inArea = (rootPath: string) =>
    areaPath(rootPath === changelogSection ? `documentation` : areaOf(rootPath)) === area
  return [...navigation.values()]
    .filter(nav => inArea(nav.rootPath) && !isLandingPath(nav.rootPath))
    .map(nav => {
      // A section without an index page (the changelog) is entered at its first page.
      const entry = nav.hasRootPage ? nav.rootPath : (nav.groups[0]?.items[0]?.path ?? nav.rootPath)
      return { path: entry, title: nav.title, description: description(entry) }
    })
    .sort((a, b) => a.title.localeCompare(b.title))
}

/**
 * The paths a link may point to; everything under an API whose description could not be read counts as
 * linkable, so one bad file gives one problem, not one more per page that links into that API.
 */
function linkablePaths(paths: ReadonlyArray<string>, unreadable: ReadonlyArray<string>): ReadonlySet<string> {
  const known = new Set(paths)
  return new (class extends Set<string> {
    has(path: string): boolean {
      return known.has(path) || unreadable.some(prefix => path.startsWith(prefix))
    }
  })(paths)
}

function checkedPages(sources: SiteSources): Array<CheckedPage> {
  const apiPages = sources.apis.flatMap(api => api.pages)
  const checked: Array<CheckedPage> = [
    ...sources.markdown.map(node => ({ path: node.path, source: node.source, html: node.html })),
    ...apiPages.map(page => ({
      path: page.path,
      source: page.source,
      html: [page.introHtml, ...page.operations.map(operation => operation.descriptionHtml)].join(`\n`),
    })),
  ]
  if (sources.changelog) {
    const html = sources.changelog.entries.flatMap(entry =>
      entry.links.map(link => `<a href="${link}">x</a>`),
    )
    checked.push({ path: CHANGELOG_PATH, source: sources.changelog.file, html: html.join(``) })
  }
  return checked
}

/** Every page of the site as navigation sees it: markdown, API resources, the changelog. */
function sitePagesOf(sources: SiteSources): Array<SitePage> {
  return [
    ...sources.markdown.map(markdownPage),
    ...sources.apis
      .flatMap(api => api.pages)
      .map(page => ({
        ...page,
        kind: `api-reference` as const,
        description: `${page.title} in the ${page.apiTitle}`,
      })),
    ...(sources.changelog ? [changelogPage(sources.changelog.file)] : []),
  ]
}

/** The navigation tree of each section; a problem in it (an undeclared group…) is reported, not thrown. */
function navigationOf(
  sources: SiteSources,
  sitePages: Array<SitePage>,
  problems: Array<string>,
): Map<string, SectionNav> {
  const apiTitles = new Map(
    sources.apis.map(api => [`api-reference/${api.api}`, api.pages[0]?.apiTitle ?? ``]),
  )
  try {
    return buildNavigation(sitePages, key => apiTitles.get(key) || humanizeSlug(key.split(`/`).pop() ?? key))
  } catch (error) {
    problems.push(errorMessage(error))
    return new Map()
  }
}

/** Broken internal links and anchors in every page's content. */
function linkProblems(sources: SiteSources, paths: Array<string>): Array<string> {
  const apiIds = new Map(
    sources.apis
      .flatMap(api => api.pages)
      .map(page => [page.path, new Set([`json-format`, ...page.operations.map(operation => operation.id)])]),
  )
  return brokenLinks(checkedPages(sources), linkablePaths(paths, sources.unreadableApis ?? []), apiIds)
}

/** The pages to create, each with its template's context (ids to query, navigation, cards). */
function plannedPages(
  sources: SiteSources,
  sitePages: Array<SitePage>,
  navigation: Map<string, SectionNav>,
): Array<PlannedPage> {
  // One sidebar per section, shared by its pages; the summaries stay with the section index's cards.
  const sidebars = new Map([...navigation].map(([key, nav]) => [key, sidebarNavOf(nav)]))
  const contextFor = (page: SitePage) => {
    const { key } = sectionOf(page.path)
    const nav = navigation.get(key)
    if (!nav || page.kind === `landing`) return { nav: null, crumbs: [], neighbours: {} }
    return {
      nav: sidebars.get(key),
      crumbs: breadcrumbsOf(nav, page.path),
      neighbours: neighboursOf(nav, page.path),
      ...(page.kind === `section-index` ? { groups: sectionIndexGroups(nav) } : {}),
    }
  }
  const titles = Object.fromEntries(sitePages.map(page => [page.path, page.title]))
  const headTitles = uniqueTitles(
    sitePages.map(page => titledPage(page.path, page.title, contextFor(page).crumbs, page.group)),
  )
  // Every page's <title> and its facts (edit link, last change), beside what its template renders.
  const factsFor = (page: SitePage) => ({
    headTitle: headTitles.get(page.path) ?? page.title,
    facts: pageFactsOf(page.source, sources.lastUpdated),
  })
  const pages: Array<PlannedPage> = sources.markdown.map(node => {
    const page = markdownPage(node)
    const cards = page.kind === `landing` ? landingCards(page.path, navigation, sitePages) : []
    const linkedPages = page.kind === `use-case` ? linkedPagesOf(node.html, page.path, titles) : []
    return {
      path: page.path,
      kind: page.kind,
      context: { id: node.id, cards, linkedPages, ...contextFor(page), ...factsFor(page) },
    }
  })
  if (sources.changelog) {
    // The changelog's titles say what each entry links to; the entries themselves are queried by id.
    const changelog = changelogPage(sources.changelog.file)
    const context = { id: sources.changelog.id, titles, ...contextFor(changelog), ...factsFor(changelog) }
    pages.push({ path: CHANGELOG_PATH, kind: `changelog`, context })
  }
  for (const page of sources.apis.flatMap(api => api.pages)) {
    const sitePage: SitePage = { ...page, kind: `api-reference`, description: `` }
    const context = { id: sources.apiPageIds?.[page.path], ...contextFor(sitePage), ...factsFor(sitePage) }
    pages.push({ path: page.path, kind: `api-reference`, context })
  }
  return pages
}

/**
 * Problems of the sources as written (front matter, YAML, an OpenAPI document, the changelog, a body
 * that is not text). While there is one, a page may lack its title, group or old addresses, so the
 * checks that build on them (navigation, links, redirects) would only repeat it as knock-on problems.
 */
export function sourceProblems(sources: SiteSources): Array<string> {
  return [
    ...sources.markdown.flatMap(node => [
      ...(node.problems ?? []),
      ...markerProblems(node.html, node.source, node.bodyLine ?? 1),
    ]),
    ...sources.apiProblems,
    ...(sources.changelog?.problems ?? []),
  ]
}

export function planSite(sources: SiteSources): SitePlan {
  const sitePages = sitePagesOf(sources)
  const inSources = sourceProblems(sources)
  const problems = [...inSources, ...duplicateUrlProblems(sitePages)]
  const navigation = navigationOf(sources, sitePages, inSources.length > 0 ? [] : problems)
  const { paths, pageRedirects } = siteAddresses(
    // sitePagesOf lists the markdown pages first, in the order of sources.markdown.
    sitePages.map((page, index) => ({ ...page, redirectFrom: sources.markdown[index]?.redirectFrom })),
    sources.apis.flatMap(api => apiDownloadPaths(api.api)),
    sources.changelog !== undefined,
  )
  const pages = plannedPages(sources, sitePages, navigation)
  const headTitles = new Map(pages.map(page => [page.path, String(page.context.headTitle)]))
  // The same page again at each alias path: same template and context, so its canonical link and
  // navigation stay the primary's.
  const aliases = pages.flatMap(page => aliasPathsOf(page.path).map(path => ({ ...page, path })))
  if (inSources.length === 0) problems.push(...linkProblems(sources, paths))
  return {
    pages: [...pages, ...aliases],
    paths,
    contentPaths: sitePages.map(page => page.path),
    readers: readerSections(sitePages, [...navigation.values()], headTitles, sources.lastUpdated),
    pageRedirects,
    problems,
    sourcesReadable: inSources.length === 0,
  }
}
