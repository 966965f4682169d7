import type { CreatePagesArgs } from "gatsby"
import fs from "fs"
import yaml from "js-yaml"
import path from "path"
import { findDescriptionFiles, loadApiDescription, type LoadedApi } from "../src/api-reference/load"
import {
  CHANGELOG_FEED_PATH,
  CHANGELOG_PATH,
  parseChangelog,
  type ChangelogEntry,
} from "../src/lib/changelog"
import { duplicateUrlProblems } from "../src/lib/frontmatter"
import { brokenLinks, hrefsIn, resolveHref, type CheckedPage } from "../src/lib/link-check"
import { breadcrumbsOf, buildNavigation, neighboursOf, type SectionNav } from "../src/lib/navigation"
import { humanizeSlug, markdownPageKind, sectionOf, type SitePage } from "../src/lib/site-model"
import { setBuiltPages } from "./site-state"

interface MarkdownPageNode {
  id: string
  html: string
  fields: { pagePath: string; title: string; description: string; source: string }
  frontmatter: { group: string | null; order: number | null; groups: Array<string> | null }
}

const TEMPLATES: Record<SitePage[`kind`], string> = {
  landing: path.resolve(`src/templates/landing.tsx`),
  "section-index": path.resolve(`src/templates/section-index.tsx`),
  guide: path.resolve(`src/templates/guide.tsx`),
  "use-case": path.resolve(`src/templates/use-case.tsx`),
  "api-reference": path.resolve(`src/templates/api-reference.tsx`),
  changelog: path.resolve(`src/templates/changelog.tsx`),
}

/** Pages that exist outside the content tree (src/pages) and may be linked. */
const FRAMEWORK_PAGES = [`/search-test/`, `/404/`, `/500/`]

async function loadApis(): Promise<{ apis: Array<LoadedApi>; problems: Array<string> }> {
  const apis: Array<LoadedApi> = []
  const problems: Array<string> = []
  for (const file of findDescriptionFiles(path.resolve(`content`))) {
    const result = await loadApiDescription(file, path.relative(process.cwd(), file))
    problems.push(...result.problems)
    if (result.api) apis.push(result.api)
  }
  return { apis, problems }
}

function loadChangelog(): { entries: Array<ChangelogEntry>; page?: SitePage; problems: Array<string> } {
  const file = path.join(`content`, `api-reference`, `changelog`, `changelog.yaml`)
  if (!fs.existsSync(file)) return { entries: [], problems: [] }
  const { entries, problems } = parseChangelog(yaml.load(fs.readFileSync(file, `utf8`)), file)
  const page: SitePage = {
    path: CHANGELOG_PATH,
    title: `API changelog`,
    description: `Additions, changes, deprecations and removals across the APIs, newest first.`,
    kind: `changelog`,
    group: `Changelog`,
    order: 1,
    source: file,
  }
  return { entries, page, problems }
}

function toSitePage(node: MarkdownPageNode): SitePage {
  return {
    path: node.fields.pagePath,
    title: node.fields.title,
    description: node.fields.description,
    kind: markdownPageKind(node.fields.pagePath),
    group: node.frontmatter.group ?? undefined,
    order: node.frontmatter.order ?? 100,
    groups: node.frontmatter.groups ?? undefined,
    source: node.fields.source,
  }
}

/** The guides and API pages a use case links, in order of first mention (issue 3, item 4). */
function linkedPagesOf(html: string, fromPath: string, titles: Record<string, string>) {
  const paths = hrefsIn(html)
    .map(href => resolveHref(href, fromPath)?.path)
    .filter((target): target is string => Boolean(target && target !== fromPath && titles[target]))
  return [...new Set(paths)].map(target => ({ path: target, title: titles[target] }))
}

/** Landing cards: every section of the area, in title order; the documentation landing also offers use cases and the changelog. */
function landingCards(area: string, navigation: Map<string, SectionNav>, pages: Array<SitePage>) {
  const description = (rootPath: string) => pages.find(page => page.path === rootPath)?.description ?? ``
  const inArea = (rootPath: string) =>
    area === `/documentation/`
      ? rootPath.startsWith(area) || rootPath === `/use-cases/` || rootPath === `/api-reference/changelog/`
      : rootPath.startsWith(area) && !rootPath.startsWith(`/api-reference/changelog/`)
  return [...navigation.values()]
    .filter(nav => inArea(nav.rootPath) && nav.rootPath !== area)
    .map(nav => {
      // A section without an index page (the changelog) is entered at its first page.
      const entry = nav.hasRootPage ? nav.rootPath : (nav.groups[0]?.items[0]?.path ?? nav.rootPath)
      return { path: entry, title: nav.title, description: description(entry) }
    })
    .sort((a, b) => a.title.localeCompare(b.title))
}

export async function createContentPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allMarkdownRemark: { nodes: Array<MarkdownPageNode> } }>(`
    {
      allMarkdownRemark {
        nodes {
          id
          html
          fields {
            pagePath
            title
            description
            source
          }
          frontmatter {
            group
            order
            groups
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not read the markdown pages`, result.errors)
    return
  }
  const markdown = result.data.allMarkdownRemark.nodes
  const { apis, problems: apiProblems } = await loadApis()
  const apiPages = apis.flatMap(api => api.pages)
  const changelog = loadChangelog()
  const sitePages: Array<SitePage> = [
    ...markdown.map(toSitePage),
    ...apiPages.map(page => ({
      ...page,
      kind: `api-reference` as const,
      description: `${page.title} in the ${page.apiTitle}`,
    })),
    ...(changelog.page ? [changelog.page] : []),
  ]
  const problems = [...apiProblems, ...changelog.problems, ...duplicateUrlProblems(sitePages)]

  const apiTitles = new Map(apis.map(api => [`api-reference/${api.api}`, api.pages[0]?.apiTitle ?? ``]))
  let navigation = new Map<string, SectionNav>()
  try {
    navigation = buildNavigation(
      sitePages,
      key => apiTitles.get(key) || humanizeSlug(key.split(`/`).pop() ?? key),
    )
  } catch (error) {
    problems.push((error as Error).message)
  }

  const knownPaths = new Set([
    ...sitePages.map(page => page.path),
    ...FRAMEWORK_PAGES,
    ...apis.map(api => api.downloadPath),
    CHANGELOG_FEED_PATH,
  ])
  const checked: Array<CheckedPage> = [
    ...markdown.map(node => ({ path: node.fields.pagePath, source: node.fields.source, html: node.html })),
    ...apiPages.map(page => ({
      path: page.path,
      source: page.source,
      html: [page.introHtml, ...page.operations.map(operation => operation.descriptionHtml)].join(`\n`),
    })),
  ]
  if (changelog.page) {
    const html = changelog.entries
      .flatMap(entry => entry.links.map(link => `<a href="${link}">x</a>`))
      .join(``)
    checked.push({ path: CHANGELOG_PATH, source: changelog.page.source, html })
  }
  const apiIds = new Map(
    apiPages.map(page => [
      page.path,
      new Set([`json-format`, ...page.operations.map(operation => operation.id)]),
    ]),
  )
  problems.push(...brokenLinks(checked, knownPaths, apiIds))

  if (problems.length > 0) {
    reporter.panicOnBuild(`The content has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return
  }

  const contextFor = (page: SitePage) => {
    const nav = navigation.get(sectionOf(page.path).key)
    if (!nav || page.kind === `landing`) return { nav: null, crumbs: [], neighbours: {} }
    return { nav, crumbs: breadcrumbsOf(nav, page.path), neighbours: neighboursOf(nav, page.path) }
  }
  const titles = Object.fromEntries(sitePages.map(page => [page.path, page.title]))
  for (const node of markdown) {
    const page = toSitePage(node)
    const cards = page.kind === `landing` ? landingCards(page.path, navigation, sitePages) : []
    const linkedPages = page.kind === `use-case` ? linkedPagesOf(node.html, page.path, titles) : []
    actions.createPage({
      path: page.path,
      component: TEMPLATES[page.kind],
      context: { id: node.id, cards, linkedPages, ...contextFor(page) },
    })
  }
  if (changelog.page) {
    actions.createPage({
      path: CHANGELOG_PATH,
      component: TEMPLATES.changelog,
      context: { entries: changelog.entries, titles, ...contextFor(changelog.page) },
    })
  }
  for (const page of apiPages) {
    actions.createPage({
      path: page.path,
      component: TEMPLATES[`api-reference`],
      context: { page, ...contextFor({ ...page, kind: `api-reference`, description: `` }) },
    })
  }
  setBuiltPages({
    paths: [...knownPaths],
    contentPaths: sitePages.map(page => page.path),
    apis,
    changelog: changelog.entries,
  })
}
