/*
 * Each page's `<title>`, unique across the site. A page's own title is often a resource or topic name
 * that several sections share ("Authentication" in four SDKs, "Triggers" in two APIs), and a tab, a
 * bookmark or a search result shows only the title. So every page below a section's root names its
 * section (or API) after its own title, and where two pages would still read the same, the nearest
 * ancestor that tells them apart comes in between: "Authentication – iOS – Classic SDKs". Pure.
 */
import type { Crumb } from "./navigation"
import { humanizeSlug } from "./site-model"

export const TITLE_SEPARATOR = ` – `

export interface TitledPage {
  path: string
  title: string
  /** The section or API the page belongs to (none for a landing or a section's own root page). */
  section?: string
  /** Titles between the section and the page, nearest first: the first tie-breakers. */
  ancestors: Array<string>
  /** Tie-breakers named after the section, when the ones above were not enough (the area). */
  outer?: Array<string>
}

/** What a page's breadcrumbs say of it: `[area, section, …ancestors, page]`. */
export function titledPage(path: string, title: string, crumbs: ReadonlyArray<Crumb>, group?: string) {
  const between = crumbs.slice(2, -1).map(crumb => crumb.title)
  const section = crumbs.length > 2 ? crumbs[1].title : undefined
  // An API's group ("Chat Conversations API") tells apart resources of the same name in one API; the
  // folder a page sits in, pages of one tutorial series that has no page of its own; the area ("API
  // Reference"), a guide's section from an API's of the same name.
  const folder = humanizeSlug(path.split(`/`).filter(Boolean).slice(-2, -1)[0] ?? ``)
  const extra = [group, folder].filter(
    (name): name is string => Boolean(name) && name !== section && !between.includes(name ?? ``),
  )
  const outer = crumbs.length > 1 ? [crumbs[0].title] : []
  return { path, title, section, ancestors: [...between.reverse(), ...new Set(extra)], outer }
}

/** The page's tie-breakers in order: those named before its section, then those after. */
const tieBreakers = (page: TitledPage) => [...page.ancestors, ...(page.outer ?? [])]

function candidate(page: TitledPage, chosen: ReadonlySet<number>): string {
  const named = (list: ReadonlyArray<string>, offset: number) =>
    list.filter((_, index) => chosen.has(index + offset))
  const parts = [page.title, ...named(page.ancestors, 0)]
  if (page.section && page.section !== page.title) parts.push(page.section)
  parts.push(...named(page.outer ?? [], page.ancestors.length))
  return parts.join(TITLE_SEPARATOR)
}

/**
 * Every page's title by path. Pages whose titles collide each take the first tie-breaker on which they
 * differ, round after round; pages that differ on none take their path, which is unique.
 */
export function uniqueTitles(pages: ReadonlyArray<TitledPage>): Map<string, string> {
  const chosen = new Map(pages.map(page => [page.path, new Set<number>()]))
  const withPath = new Set<string>()
  const titleOf = (page: TitledPage) => {
    const title = candidate(page, chosen.get(page.path) ?? new Set())
    return withPath.has(page.path) ? `${title} (${page.path})` : title
  }
  for (;;) {
    const byTitle = new Map<string, Array<TitledPage>>()
    for (const page of pages) byTitle.set(titleOf(page), [...(byTitle.get(titleOf(page)) ?? []), page])
    const clashes = [...byTitle.values()].filter(group => group.length > 1)
    if (clashes.length === 0) break
    for (const group of clashes) {
      const longest = Math.max(...group.map(page => tieBreakers(page).length))
      const differs = (index: number) =>
        !group.every(page => chosen.get(page.path)?.has(index)) &&
        new Set(group.map(page => tieBreakers(page)[index] ?? ``)).size > 1
      const index = Array.from({ length: longest }, (_, each) => each).find(differs)
      for (const page of group)
        if (index === undefined) withPath.add(page.path)
        else chosen.get(page.path)?.add(index)
    }
  }
  return new Map(pages.map(page => [page.path, titleOf(page)]))
}
