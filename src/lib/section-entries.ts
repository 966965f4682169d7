import { isArea } from "../config/site-areas"
import type { AddressPairs } from "../../redirects/types"

// A section without an index page (most API references: `/api-reference/voice/`) still answers: its
// address goes to the page the section opens at. Its own introduction if it has one, else the
// shallowest introduction inside it, else its first page by front-matter order. Derived from the page
// list alone, so the build and the command-line tools (src/lib/site-addresses.ts) derive the same rules.

export const SECTION_ENTRIES_MODULE = `src/lib/section-entries.ts`

export interface OrderedPage {
  path: string
  order: number
}

function sectionRootOf(path: string): string | undefined {
  const [area, section] = path.split(`/`).filter(Boolean)
  return isArea(area) && section ? `/${area}/${section}/` : undefined
}

function entryOf(root: string, pages: ReadonlyArray<OrderedPage>): string {
  const inside = pages.filter(page => page.path.startsWith(root) && page.path !== root)
  const introductions = inside.filter(page => page.path.endsWith(`/introduction/`))
  const byDepth = (a: OrderedPage, b: OrderedPage) =>
    a.path.split(`/`).length - b.path.split(`/`).length || a.path.localeCompare(b.path)
  if (introductions.length > 0) return [...introductions].sort(byDepth)[0].path
  return [...inside].sort((a, b) => a.order - b.order || byDepth(a, b))[0].path
}

export function sectionEntryRules(pages: ReadonlyArray<OrderedPage>): AddressPairs {
  const paths = new Set(pages.map(page => page.path))
  const roots = new Set(pages.flatMap(page => sectionRootOf(page.path) ?? []))
  return [...roots]
    .filter(root => !paths.has(root))
    .sort()
    .map(root => [root, entryOf(root, pages)] as const)
}
