import { sectionOf, type SitePage } from "./site-model"
import { AREA_TITLES, areaOf, areaPath } from "../config/site-areas"
import { errorMessage } from "./error-message"

// Navigation as data: one tree per section, derived from folders and frontmatter,
// drives the sidebar, breadcrumbs, previous/next and the section index, so a page is in all four or none.

/** A link in the sidebar's tree. */
export interface NavLink {
  path: string
  title: string
  children: Array<NavLink>
}

/** A page in its section's tree, with the one-line summary its section index shows. */
export interface NavItem extends NavLink {
  description: string
  children: Array<NavItem>
}

export interface NavGroup<Item extends NavLink = NavItem> {
  title: string
  items: Array<Item>
}

export interface SectionNav<Item extends NavLink = NavItem> {
  key: string
  title: string
  rootPath: string
  hasRootPage: boolean
  groups: Array<NavGroup<Item>>
}

/**
 * What every page of a section carries for its sidebar: the tree's links without their summaries (only
 * the section index shows those), which halves the navigation in each page's data.
 */
export type SidebarNav = SectionNav<NavLink>

/** A link card (landing and section index): a page with its summary, and links to the pages under it. */
export interface Card {
  path: string
  title: string
  description: string
  children?: Array<{ path: string; title: string }>
}

export interface IndexGroup {
  title: string
  cards: Array<Card>
}

/** What the section index carries: its groups as cards (the sidebar has the same pages as bare links). */
export function sectionIndexGroups(nav: SectionNav): Array<IndexGroup> {
  return nav.groups.map(group => ({
    title: group.title,
    cards: group.items.map(item => ({
      path: item.path,
      title: item.title,
      description: item.description,
      children: item.children.map(child => ({ path: child.path, title: child.title })),
    })),
  }))
}

export function sidebarNavOf(nav: SectionNav): SidebarNav {
  const toLink = (item: NavLink): NavLink => ({
    path: item.path,
    title: item.title,
    children: item.children.map(toLink),
  })
  return { ...nav, groups: nav.groups.map(group => ({ title: group.title, items: group.items.map(toLink) })) }
}

export class NavigationError extends Error {}

function byOrderThenTitle(a: SitePage, b: SitePage): number {
  return a.order - b.order || a.title.localeCompare(b.title)
}

/** The nearest ancestor page of `path` among `paths`, or undefined. */
export function parentPath(path: string, paths: ReadonlySet<string>, stopAt: string): string | undefined {
  let candidate = path.replace(/[^/]+\/$/, ``)
  while (candidate.length > stopAt.length) {
    if (paths.has(candidate)) return candidate
    candidate = candidate.replace(/[^/]+\/$/, ``)
  }
  return undefined
}

export function buildSectionNav(key: string, pages: Array<SitePage>, fallbackTitle: string): SectionNav {
  const rootPath = `/${key}/`
  const root = pages.find(page => page.path === rootPath)
  const members = pages.filter(page => page.path !== rootPath).sort(byOrderThenTitle)
  const memberPaths = new Set(members.map(page => page.path))
  const children = new Map<string, Array<SitePage>>()
  const topLevel: Array<SitePage> = []
  for (const page of members) {
    const parent = parentPath(page.path, memberPaths, rootPath)
    if (parent) children.set(parent, [...(children.get(parent) ?? []), page])
    else topLevel.push(page)
  }
  const toItem = (page: SitePage): NavItem => ({
    path: page.path,
    title: page.title,
    description: page.description,
    children: (children.get(page.path) ?? []).map(toItem),
  })

  const problems: Array<string> = []
  const declared = root?.groups
  const groupTitles = declared ? [...declared] : []
  for (const page of topLevel) {
    if (!page.group) {
      problems.push(
        `${page.source}: page ${page.path} sits directly in section ${rootPath} but has no \`group\` in its frontmatter; add one of: ${groupTitles.join(`, `) || `(declare groups in the section index)`}`,
      )
    } else if (declared && !declared.includes(page.group)) {
      problems.push(
        `${page.source}: group "${page.group}" is not declared in ${root?.source}; use one of: ${declared.join(`, `)} or add it to the section index's \`groups\``,
      )
    } else if (!declared && !groupTitles.includes(page.group)) {
      groupTitles.push(page.group)
    }
  }
  const groups = groupTitles.map(title => ({
    title,
    items: topLevel.filter(page => page.group === title).map(toItem),
  }))
  for (const group of groups) {
    if (group.items.length === 0 && root) {
      problems.push(
        `${root.source}: group "${group.title}" has no pages; remove it from \`groups\` or give a page \`group: ${group.title}\``,
      )
    }
  }
  if (problems.length > 0) throw new NavigationError(problems.join(`\n`))
  return { key, title: root?.title ?? fallbackTitle, rootPath, hasRootPage: Boolean(root), groups }
}

/** Groups pages by section and builds every section's navigation; collects every problem before failing. */
export function buildNavigation(
  pages: Array<SitePage>,
  titleFor: (key: string) => string,
): Map<string, SectionNav> {
  const bySection = new Map<string, Array<SitePage>>()
  for (const page of pages) {
    if (page.kind === `landing`) continue
    const { key } = sectionOf(page.path)
    bySection.set(key, [...(bySection.get(key) ?? []), page])
  }
  const result = new Map<string, SectionNav>()
  const problems: Array<string> = []
  for (const [key, members] of bySection) {
    try {
      result.set(key, buildSectionNav(key, members, titleFor(key)))
    } catch (error) {
      problems.push(errorMessage(error))
    }
  }
  if (problems.length > 0) throw new NavigationError(problems.join(`\n`))
  return result
}

/** The section's pages in reading order: root first, then groups depth-first. */
export function readingOrder(nav: SectionNav): Array<NavItem> {
  const flatten = (items: Array<NavItem>): Array<NavItem> =>
    items.flatMap(item => [item, ...flatten(item.children)])
  const root: Array<NavItem> = nav.hasRootPage
    ? [{ path: nav.rootPath, title: nav.title, description: ``, children: [] }]
    : []
  return [...root, ...nav.groups.flatMap(group => flatten(group.items))]
}

export interface PageNeighbours {
  previous?: { path: string; title: string }
  next?: { path: string; title: string }
}

export function neighboursOf(nav: SectionNav, path: string): PageNeighbours {
  const order = readingOrder(nav)
  const index = order.findIndex(item => item.path === path)
  const pick = (item?: NavItem) => (item ? { path: item.path, title: item.title } : undefined)
  return index < 0 ? {} : { previous: pick(order[index - 1]), next: pick(order[index + 1]) }
}

export interface Crumb {
  path: string
  title: string
}

/** The top-level area a path belongs to: the first breadcrumb, and the section of a landing page in search. */
export function areaCrumb(path: string): Crumb {
  const area = areaOf(path)
  return { path: areaPath(area), title: AREA_TITLES[area] }
}

/** Breadcrumbs from the top-level area through the section root and ancestors, ending at the page. */
export function breadcrumbsOf(nav: SectionNav, path: string): Array<Crumb> {
  const area = areaCrumb(path)
  const trail: Array<Crumb> = []
  const search = (items: Array<NavItem>, ancestors: Array<Crumb>): boolean =>
    items.some(item => {
      const here = [...ancestors, { path: item.path, title: item.title }]
      if (item.path === path) {
        trail.push(...here)
        return true
      }
      return search(item.children, here)
    })
  nav.groups.some(group => search(group.items, []))
  const crumbs = [area, ...sectionCrumbOf(nav, path), ...trail]
  // The page itself always ends the trail, even where the API's crumb links to it (its first page).
  const above = crumbs.slice(0, -1)
  return [
    ...above.filter((crumb, index) => above.findIndex(other => other.path === crumb.path) === index),
    ...crumbs.slice(-1),
  ]
}

/**
 * The section's crumb: its root page; on an API page whose section has none, the API itself, linked to
 * its first page, so the trail always says which API a resource belongs to ("Chat API › Agents").
 */
function sectionCrumbOf(nav: SectionNav, path: string): Array<Crumb> {
  if (nav.hasRootPage || path === nav.rootPath) return [{ path: nav.rootPath, title: nav.title }]
  const entry = readingOrder(nav)[0]
  return areaOf(path) === `api-reference` && entry ? [{ path: entry.path, title: nav.title }] : []
}
