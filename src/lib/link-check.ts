import { elementsIn } from "./html-tree"
import { withTrailingSlash } from "./paths"

// Build-time link check: every internal link and #anchor in rendered content must resolve to a page of
// the site and one of its element ids. Links are read from the parsed HTML (any quoting, entities
// decoded); relative links are resolved as a browser would, and must be written as absolute paths.

export interface CheckedPage {
  path: string
  source: string
  html: string
}

/** The links and element ids of rendered HTML, from one parse (a site's pages are many). */
function linksAndIds(html: string): { hrefs: Array<string>; ids: Set<string> } {
  const elements = elementsIn(html, { lines: false })
  return {
    hrefs: elements.flatMap(element =>
      element.tag === `a` && element.attributes.has(`href`) ? [element.attributes.get(`href`) as string] : [],
    ),
    ids: new Set(elements.flatMap(element => element.attributes.get(`id`) ?? [])),
  }
}

export function hrefsIn(html: string): Array<string> {
  return linksAndIds(html).hrefs
}

export function idsIn(html: string): Set<string> {
  return linksAndIds(html).ids
}

/** Problems as `file: link (why)`; `extraIds` adds ids that templates render outside the html (API operations). */
export function brokenLinks(
  pages: Array<CheckedPage>,
  knownPaths: ReadonlySet<string>,
  extraIds: ReadonlyMap<string, Set<string>> = new Map(),
): Array<string> {
  const parsed = pages.map(page => linksAndIds(page.html))
  const idsByPath = new Map(
    pages.map((page, index) => [
      page.path,
      new Set([...parsed[index].ids, ...(extraIds.get(page.path) ?? [])]),
    ]),
  )
  const problems: Array<string> = []
  for (const [index, page] of pages.entries()) {
    for (const href of parsed[index].hrefs) {
      const target = resolveHref(href, page.path)
      if (!target) continue
      if (!knownPaths.has(target.path)) {
        problems.push(`${page.source}: link ${href} points to ${target.path}, which is not a page`)
      } else if (target.nonCanonical) {
        const why = href.startsWith(`/`)
          ? `trailing slash`
          : `an absolute path keeps working when the page moves`
        problems.push(
          `${page.source}: link ${href} should be written ${target.path}${target.anchor ? `#${target.anchor}` : ``} (${why})`,
        )
      } else if (
        target.anchor &&
        idsByPath.has(target.path) &&
        !idsByPath.get(target.path)?.has(target.anchor)
      ) {
        problems.push(
          `${page.source}: link ${href} names #${target.anchor}, which is not a heading or id on ${target.path}`,
        )
      }
    }
  }
  return problems
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * Internal target of an href as seen from `fromPath` (absolute or relative, as a browser resolves it), or
 * undefined for external and non-page links. `nonCanonical`: written otherwise than as its absolute path
 * with the trailing slash.
 */
export function resolveHref(
  href: string,
  fromPath: string,
): { path: string; anchor?: string; nonCanonical?: boolean } | undefined {
  if (href.startsWith(`#`)) return { path: fromPath, anchor: decodeURIComponent(href.slice(1)) || undefined }
  if (SCHEME.test(href) || href.startsWith(`//`) || href.trim() === ``) return undefined
  const [beforeHash, hash] = href.split(`#`)
  const written = beforeHash.split(`?`)[0]
  const resolved = new URL(written, `http://site.invalid${fromPath}`).pathname
  const path = withTrailingSlash(resolved)
  return { path, anchor: hash ? decodeURIComponent(hash) : undefined, nonCanonical: path !== written }
}
