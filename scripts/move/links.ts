/*
 * Links to moved pages, rewritten in place. A link is any site path in the text (a markdown link, an
 * `href`, an OpenAPI `x-page-path` or description, a changelog entry's `links`), compared with
 * `{product}` expanded; its `#fragment` and `?query` stay as they are, since the page moves with its
 * headings. Only whole pages are rewritten: an address under a moved page that is not itself a moved
 * page (an old address, a download) keeps pointing where it did.
 */
import { readFrontmatter } from "../../src/lib/frontmatter"
import { expandProductTokens } from "../../src/lib/paths"

/** A site path not preceded by a character that would make it part of a URL or a longer path. */
const SITE_PATH = /(?<![A-Za-z0-9\-._~{}/:@%])\/[A-Za-z0-9\-._~{}/]*/g

export interface RewrittenText {
  text: string
  /** How many links changed. */
  count: number
}

/** `moves`: old page path (expanded) -> new page path as the writer wrote it. */
export function rewriteLinks(text: string, moves: ReadonlyMap<string, string>): RewrittenText {
  let count = 0
  const rewritten = text.replace(SITE_PATH, path => {
    const moved = moves.get(expandProductTokens(path))
    if (moved === undefined) return path
    count++
    return moved
  })
  return { text: rewritten, count }
}

/** A markdown file's links rewritten in its body; the front matter (its own old addresses) is left alone. */
export function rewriteMarkdownLinks(markdown: string, moves: ReadonlyMap<string, string>): RewrittenText {
  const { bodyStart } = readFrontmatter(markdown)
  const body = rewriteLinks(markdown.slice(bodyStart), moves)
  return { text: markdown.slice(0, bodyStart) + body.text, count: body.count }
}

/** A TSV of old addresses: only the third column (the page each should land on) follows a move. */
export function rewriteCheckList(tsv: string, moves: ReadonlyMap<string, string>): RewrittenText {
  let count = 0
  const lines = tsv.split(`\n`).map(line => {
    const cells = line.split(`\t`)
    const moved = cells.length > 2 ? moves.get(expandProductTokens(cells[2])) : undefined
    if (moved === undefined) return line
    count++
    cells[2] = moved
    return cells.join(`\t`)
  })
  return { text: lines.join(`\n`), count }
}
