/*
 * For each published address that now leads nowhere, the page it most likely became and the exact
 * lines that would send it there: a `redirect_from` entry in that page's front matter, or a row of
 * the table for an API page (which has no front matter). Reads content/ and git only when an address
 * has vanished (page-texts.ts).
 */
import fs from "fs"
import { product } from "../src/config/site"
import { addToFrontMatterList } from "../src/lib/front-matter-edit"
import { addressKey } from "./address"
import { currentPageTexts, vanishedPageTexts } from "./page-texts"
import { familyRow, IN_SITE_MOVES_FAMILY, withProductToken } from "./rule-text"
import { familyModule } from "./types"
import { successorRanker, type Successor } from "./successor"

export interface MovedPageHint {
  address: string
  successor: Successor
  /** Where to write, and the lines to add there. */
  file: string
  lines: Array<string>
}

/** A short sentence and the lines, for the build's message and the checker's `--suggest`. */
export function hintText(hint: MovedPageHint): string {
  const { page, similarity, unpublished, basis, query } = hint.successor
  const likeness =
    basis === `text`
      ? `its text ${Math.round(similarity * 100)} % alike${unpublished ? `, not yet published` : ``}`
      : `by the words "${query}" of the address, as the 404 page would suggest`
  const where =
    page.kind === `markdown`
      ? `add to the front matter of ${hint.file}`
      : `add to the rules of ${hint.file} (an API page has no front matter)`
  return `most likely it became ${page.path} ("${page.title}", ${likeness}); ${where}:\n${hint.lines.map(line => `    ${line}`).join(`\n`)}`
}

export function movedPageHints(
  addresses: ReadonlyArray<string>,
  published: ReadonlyArray<string>,
  contentDir = `content`,
): Array<MovedPageHint> {
  if (addresses.length === 0) return []
  const publishedKeys = new Set(published.map(addressKey))
  const rank = successorRanker(
    currentPageTexts(contentDir),
    path => !publishedKeys.has(addressKey(path)),
    product.slug,
  )
  const oldTexts = vanishedPageTexts(addresses, contentDir)
  return addresses.flatMap(address => {
    const successor = rank({ address, ...oldTexts.get(addressKey(address)) })
    if (!successor) return []
    const written = withProductToken(address)
    if (successor.page.kind === `openapi`)
      return [
        {
          address,
          successor,
          file: familyModule(IN_SITE_MOVES_FAMILY),
          lines: [familyRow(written, successor.page.path)],
        },
      ]
    const markdown = fs.readFileSync(successor.page.file, `utf8`)
    const { lines } = addToFrontMatterList(markdown, `redirect_from`, written)
    return [{ address, successor, file: successor.page.file, lines }]
  })
}
