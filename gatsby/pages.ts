import type { CreatePagesArgs } from "gatsby"
import path from "path"
import { findDescriptionFiles, loadApiDescription, type LoadedApi } from "../src/api-reference/load"
import { duplicateUrlProblems } from "../src/lib/frontmatter"
import { brokenLinks, type CheckedPage } from "../src/lib/link-check"
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
  changelog: path.resolve(`src/templates/section-index.tsx`),
}

/** Pages that exist outside the content tree (src/pages) and may be linked. */
const FRAMEWORK_PAGES = [`/search-test/`, `/404/`]

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

/** Landing cards: every section of the area with a root page, in title order. */
function landingCards(area: string, navigation: Map<string, SectionNav>, pages: Array<SitePage>) {
  const description = (rootPath: string) => pages.find(page => page.path === rootPath)?.description ?? ``
  return [...navigation.values()]
    .filter(nav => nav.rootPath.startsWith(area) && nav.rootPath !== area)
    .map(nav => ({
      path: nav.hasRootPage ? nav.rootPath : nav.groups[0]?.items[0]?.path ?? nav.rootPath,
      title: nav.title,
      description: description(nav.rootPath),
    }))
    .sort((a, b) => a.title.localeCompare(b.title))
}

export async function createContentPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allMarkdownRemark: { nodes: Array<MarkdownPageNode> } }>(`
    {
      allMarkdownRemark {
        nodes {
          id
          html
          fields { pagePath title description source }
          frontmatter { group order groups }
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
  const sitePages: Array<SitePage> = [
    ...markdown.map(toSitePage),
    ...apiPages.map(page => ({ ...page, kind: `api-reference` as const, description: page.apiTitle })),
  ]
  const problems = [...apiProblems, ...duplicateUrlProblems(sitePages)]

  const apiTitles = new Map(apis.map(api => [`api-reference/${api.api}`, api.pages[0]?.apiTitle ?? ``]))
  let navigation = new Map<string, SectionNav>()
  try {
    navigation = buildNavigation(sitePages, key => apiTitles.get(key) || humanizeSlug(key.split(`/`).pop() ?? key))
  } catch (error) {
    problems.push((error as Error).message)
  }

  const knownPaths = new Set([...sitePages.map(page => page.path), ...FRAMEWORK_PAGES, ...apis.map(api => api.downloadPath)])
  const checked: Array<CheckedPage> = [
    ...markdown.map(node => ({ path: node.fields.pagePath, source: node.fields.source, html: node.html })),
    ...apiPages.map(page => ({
      path: page.path,
      source: page.source,
      html: [page.introHtml, ...page.operations.map(operation => operation.descriptionHtml)].join(`\n`),
    })),
  ]
  const apiIds = new Map(apiPages.map(page => [page.path, new Set([`json-format`, ...page.operations.map(operation => operation.id)])]))
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
  for (const node of markdown) {
    const page = toSitePage(node)
    const cards = page.kind === `landing` ? landingCards(page.path, navigation, sitePages) : []
    actions.createPage({ path: page.path, component: TEMPLATES[page.kind], context: { id: node.id, cards, ...contextFor(page) } })
  }
  for (const page of apiPages) {
    actions.createPage({ path: page.path, component: TEMPLATES[`api-reference`], context: { page, ...contextFor({ ...page, kind: `api-reference`, description: `` }) } })
  }
  setBuiltPages({ paths: [...knownPaths], apis })
}
