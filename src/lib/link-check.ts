import { isInternalHref, withTrailingSlash } from "./paths"

/**
 * Build-time link check (issue 2, item 7): every internal link and #anchor in rendered content
 * must resolve to a built page and one of its element ids.
 */
export interface CheckedPage {
  path: string
  source: string
  html: string
}

const HREF = /<a\s[^>]*?href="([^"]*)"/g
const ID = /\sid="([^"]+)"/g

export function hrefsIn(html: string): Array<string> {
  return [...html.matchAll(HREF)].map(match => decodeEntities(match[1]))
}

export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map(match => decodeEntities(match[1])))
}

function decodeEntities(text: string): string {
  return text.replaceAll(`&amp;`, `&`).replaceAll(`&quot;`, `"`).replaceAll(`&#x27;`, `'`)
}

/** Problems as `file: link (why)`; `extraIds` adds ids that templates render outside the html (API operations). */
export function brokenLinks(
  pages: Array<CheckedPage>,
  knownPaths: ReadonlySet<string>,
  extraIds: ReadonlyMap<string, Set<string>> = new Map(),
): Array<string> {
  const idsByPath = new Map(
    pages.map(page => [page.path, new Set([...idsIn(page.html), ...(extraIds.get(page.path) ?? [])])]),
  )
  const problems: Array<string> = []
  for (const page of pages) {
    for (const href of hrefsIn(page.html)) {
      const target = resolveHref(href, page.path)
      if (!target) continue
      if (target.nonCanonical) {
        problems.push(
          `${page.source}: link ${href} should be written ${target.path}${target.anchor ? `#${target.anchor}` : ``} (trailing slash)`,
        )
      } else if (!knownPaths.has(target.path)) {
        problems.push(`${page.source}: link ${href} points to ${target.path}, which is not a page`)
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

/** Internal target of an href as seen from `fromPath`, or undefined for external and non-page links. */
export function resolveHref(
  href: string,
  fromPath: string,
): { path: string; anchor?: string; nonCanonical?: boolean } | undefined {
  if (href.startsWith(`#`)) return { path: fromPath, anchor: decodeURIComponent(href.slice(1)) || undefined }
  if (!isInternalHref(href)) return undefined
  const [beforeHash, hash] = href.split(`#`)
  const pathname = beforeHash.split(`?`)[0]
  const path = withTrailingSlash(pathname)
  return { path, anchor: hash ? decodeURIComponent(hash) : undefined, nonCanonical: path !== pathname }
}
