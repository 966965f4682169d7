import fs from "fs"
import path from "path"
import { oldAddressesFromTsv, tsvRows, type OldAddress } from "../../../redirects/check"
import { expandProductTokens } from "../../../src/lib/paths"

// The map of the real site's pages and the old addresses seen linking to it (tests/fixtures/*.tsv),
// with `{product}` expanded from site configuration.

function fixture(name: string): string {
  return fs.readFileSync(path.join(__dirname, `../../fixtures`, name), `utf8`)
}

export function referencePagePaths(prefix: string): Array<string> {
  return tsvRows(fixture(`site-pages.tsv`))
    .map(([, pagePath]) => expandProductTokens(pagePath))
    .filter(pagePath => pagePath.startsWith(prefix))
}

export function oldAddressesSeen(): Array<OldAddress> {
  return oldAddressesFromTsv(fixture(`old-urls-seen.tsv`), expandProductTokens)
}
