/*
 * Each page's `<title>`, unique across the site. A page's own title is often a resource or topic name
 * that several sections share ("Authentication" in four SDKs, "Triggers" in two APIs), and a tab, a
 * bookmark or a search result shows only the title. So every page below a section's root names its
 * section (or API) after its own title, and where two pages would still read the same, the nearest
 * ancestor that tells them apart comes in between: "Authentication – iOS – Classic SDKs". Pure.
 */
import type { Crumb } from "./navigation"

export const TITLE_SEPARATOR = ` – `

export interface TitledPage {
  path: string
  title: string
  /** The section or API the page belongs to (none for a landing or a section's own root page). */
  section?: string
  /** Titles between the section and the page, nearest first: the tie-breakers. */
  ancestors: Array<string>
}

/** What a page's breadcrumbs say of it: `[area, section, …ancestors, page]`. */
export function titledPage(path: string, title: string, crumbs: ReadonlyArray<Crumb>, group?: string) {
  const between = crumbs.slice(2, -1).map(crumb => crumb.title)
  const section = crumbs.length > 2 ? crumbs[1].title : undefined
  // An API's group ("Chat Conversations API") tells apart resources of the same name in one API, and
  // the area ("API Reference") a guide's section from an API's of the same name.
  const extra = group && group !== section && !between.includes(group) ? [group] : []
  const area = crumbs.length > 1 ? [crumbs[0].title] : []
  return { path, title, section, ancestors: [...between.reverse(), ...extra, ...area] }
}

function candidate(page: TitledPage, depth: number): string {
  const parts = [page.title, ...page.ancestors.slice(0, depth)]
  if (page.section && page.section !== page.title) parts.push(page.section)
  return parts.join(TITLE_SEPARATOR)
}

/**
 * Every page's title by path. Pages whose titles collide take one more ancestor each round; a page with
 * none left takes its path, which is unique.
 */
export function uniqueTitles(pages: ReadonlyArray<TitledPage>): Map<string, string> {
  const depth = new Map(pages.map(page => [page.path, 0]))
  const withPath = new Set<string>()
  const titleOf = (page: TitledPage) => {
    const title = candidate(page, depth.get(page.path) ?? 0)
    return withPath.has(page.path) ? `${title} (${page.path})` : title
  }
  for (;;) {
    const byTitle = new Map<string, Array<TitledPage>>()
    for (const page of pages) byTitle.set(titleOf(page), [...(byTitle.get(titleOf(page)) ?? []), page])
    const clashes = [...byTitle.values()].filter(group => group.length > 1)
    if (clashes.length === 0) break
    for (const group of clashes) {
      const deeper = group.filter(page => (depth.get(page.path) ?? 0) < page.ancestors.length)
      if (deeper.length > 0) for (const page of deeper) depth.set(page.path, (depth.get(page.path) ?? 0) + 1)
      else for (const page of group) withPath.add(page.path)
    }
  }
  return new Map(pages.map(page => [page.path, titleOf(page)]))
}
