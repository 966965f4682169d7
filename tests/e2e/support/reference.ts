import fs from "fs"
import path from "path"
import { expandProductTokens } from "../../../src/lib/paths"

/**
 * The map of the real site's pages and the old addresses seen linking to it (tests/fixtures/*.tsv),
 * with `{product}` expanded from site configuration.
 */
function readTsv(name: string): Array<Array<string>> {
  const text = fs.readFileSync(path.join(__dirname, `../../fixtures`, name), `utf8`)
  return text
    .trim()
    .split(`\n`)
    .slice(1)
    .map(line => line.split(`\t`))
}

export function referencePagePaths(prefix: string): Array<string> {
  return readTsv(`site-pages.tsv`)
    .map(([, pagePath]) => expandProductTokens(pagePath))
    .filter(pagePath => pagePath.startsWith(prefix))
}

export interface OldAddress {
  oldPath: string
  fragments: Array<string>
  newPath?: string
}

export function oldAddressesSeen(): Array<OldAddress> {
  return readTsv(`old-urls-seen.tsv`).map(([oldPath, fragments = ``, newPath = ``]) => ({
    oldPath: expandProductTokens(oldPath),
    fragments: fragments ? fragments.split(`,`) : [],
    newPath: newPath ? expandProductTokens(newPath) : undefined,
  }))
}
