// The shape of the site: its two top-level areas (each root is a landing page, each child a section),
// the pages that exist outside the content tree, and the default position of a page among siblings.

export const AREAS = [`documentation`, `api-reference`] as const

export type Area = (typeof AREAS)[number]

/** Each area's name: the header's links, the first breadcrumb, a landing page's section in search. */
export const AREA_TITLES: Readonly<Record<Area, string>> = {
  documentation: `Documentation`,
  "api-reference": `API Reference`,
}

/** An area's root: its landing page (`/documentation/`). */
export function areaPath(area: Area): string {
  return `/${area}/`
}

/** The area a path belongs to; pages outside both (use cases, the framework's pages) belong to the documentation. */
export function areaOf(path: string): Area {
  return path.startsWith(areaPath(`api-reference`)) ? `api-reference` : `documentation`
}

/** Top-level sections outside the two areas (`/use-cases/`): on the documentation landing. */
export const TOP_LEVEL_SECTIONS: ReadonlyArray<string> = [`/use-cases/`]

/** Where an API's pages live (`/api-reference/ticketing/`), one folder per OpenAPI document. */
export function apiRootPath(api: string): string {
  return `${areaPath(`api-reference`)}${api}/`
}

/** Where an API's OpenAPI document is served for download. */
export function apiDownloadPath(api: string): string {
  return `${apiRootPath(api)}openapi.json`
}

/** Where its Postman collection is served, beside it (src/api-reference/postman.ts). */
export function apiPostmanPath(api: string): string {
  return `${apiRootPath(api)}postman-collection.json`
}

/** Every file the build makes of an OpenAPI document. */
export function apiDownloadPaths(api: string): Array<string> {
  return [apiDownloadPath(api), apiPostmanPath(api)]
}

export const LANDING_PATHS: ReadonlyArray<string> = AREAS.map(areaPath)

export function isLandingPath(path: string): boolean {
  return LANDING_PATHS.includes(path)
}

/** Whether a first URL segment is an area (sections there are two segments deep). */
export function isArea(segment: string | undefined): segment is Area {
  return (AREAS as ReadonlyArray<string>).includes(segment ?? ``)
}

/** Pages that exist outside the content tree (src/pages) and may be linked. */
export const FRAMEWORK_PAGES: ReadonlyArray<string> = [
  `/search/`,
  `/search-test/`,
  `/404/`,
  `/500/`,
  `/offline/`,
]

/** What the service worker shows for a page it cannot serve offline (src/browser/sw-offline-page.js). */
export const OFFLINE_PAGE_PATH = `/offline/`

/** A page's position among its siblings when its front matter gives no `order` (lower first). */
export const DEFAULT_ORDER = 100

/**
 * Sections the real site serves under a second root too: every page of `primary` is also published at
 * the same path under `alias`, with the same content and its canonical link on the primary path (the
 * alias is left out of search and the sitemap). Links in public code point at both trees.
 */
export const SECTION_ALIASES: ReadonlyArray<{ alias: string; primary: string }> = [
  { alias: `/documentation/classic-sdks/`, primary: `/documentation/classic-web-widget-sdks/` },
]

/** The alias paths of a page (empty for most pages). */
export function aliasPathsOf(path: string): Array<string> {
  return SECTION_ALIASES.filter(({ primary }) => path.startsWith(primary)).map(
    ({ alias, primary }) => `${alias}${path.slice(primary.length)}`,
  )
}

/** The primary path of an alias path, or undefined for a path outside every alias tree. */
export function primaryPathOf(path: string): string | undefined {
  const section = SECTION_ALIASES.find(({ alias }) => path.startsWith(alias))
  return section && `${section.primary}${path.slice(section.alias.length)}`
}
