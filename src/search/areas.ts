// Which area of the site a page belongs to in search (the results page's filter), and how much its
// words weigh in the index. Decided from the page's path alone; used by the build as it indexes pages.
import { searchAreas, searchPageWeights } from "../config/search"

export type SearchArea = (typeof searchAreas)[number][`name`]

export const SEARCH_AREA_NAMES: ReadonlyArray<SearchArea> = searchAreas.map(area => area.name)

/** The area of a page: the first whose prefixes the path starts with; guides when none. */
export function searchAreaOf(pagePath: string, productSlug: string): SearchArea {
  const area = searchAreas.find(candidate =>
    candidate.prefixes.some(prefix => pagePath.startsWith(prefix.replaceAll(`{product}`, productSlug))),
  )
  return area?.name ?? `Guides`
}

/** The weight of a page's words (1 unless searchPageWeights says otherwise). */
export function searchPageWeightOf(pagePath: string): number {
  return searchPageWeights.find(({ prefix }) => pagePath.startsWith(prefix))?.weight ?? 1
}

/**
 * The search body as Pagefind is given it: its first tag (the element marked data-pagefind-body) also
 * carries the page's area as a filter and, when not 1, the page's weight.
 */
export function withSearchAttributes(searchBody: string, pagePath: string, productSlug: string): string {
  const weight = searchPageWeightOf(pagePath)
  const attributes = [
    `data-pagefind-filter="area:${searchAreaOf(pagePath, productSlug)}"`,
    weight === 1 ? `` : `data-pagefind-weight="${weight}"`,
  ]
    .filter(Boolean)
    .join(` `)
  return searchBody.replace(/^<([a-zA-Z][\w-]*)/, `<$1 ${attributes}`)
}
