import { isArea, isLandingPath } from "../config/site-areas"

/** The build's model of the site: every page, whatever produced it (markdown or an API description). */
export type PageKind = `landing` | `section-index` | `guide` | `use-case` | `api-reference` | `changelog`

export interface SitePage {
  path: string
  title: string
  description: string
  kind: PageKind
  /** Navigation group; required for pages directly in a section. */
  group?: string
  order: number
  /** Declared group order, for a section's root page. */
  groups?: Array<string>
  /** Where the page comes from, for error messages (a file, or a file and JSON pointer). */
  source: string
}

export interface Section {
  /** `documentation/api-basics`, `api-reference/ticketing`, `use-cases`. */
  key: string
  /** The section's root path, e.g. `/documentation/api-basics/`. */
  rootPath: string
}

/** The section a page belongs to: two segments under an area (src/config/site-areas.ts), one elsewhere. */
export function sectionOf(path: string): Section {
  const segments = path.split(`/`).filter(Boolean)
  const depth = isArea(segments[0]) ? 2 : 1
  const key = segments.slice(0, depth).join(`/`)
  return { key, rootPath: `/${key}/` }
}

/** Humanises a URL slug for places where no title exists yet (`help_center` -> `Help center`). */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ` `).trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Which template renders a markdown page, from its place in the tree. */
export function markdownPageKind(path: string): PageKind {
  const segments = path.split(`/`).filter(Boolean)
  if (isLandingPath(path)) return `landing`
  if (segments[0] === `use-cases`) return segments.length === 1 ? `section-index` : `use-case`
  if (segments.length === 2 && isArea(segments[0])) return `section-index`
  return `guide`
}
