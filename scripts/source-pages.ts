import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { CHANGELOG_PATH } from "../src/lib/changelog"
import { expandProductTokens, folderToPagePath } from "../src/lib/paths"

/**
 * The pages a build makes, read straight from the sources (content folders with index.md, and the
 * x-page-path of every OpenAPI tag), for command-line tools that must not need a build first.
 */
export function pagesFromSources(contentDir: string): Set<string> {
  const pages = new Set<string>([`/search-test/`, `/404/`, `/500/`])
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === `index.md`) pages.add(folderToPagePath(path.relative(contentDir, dir)))
      else if (entry.name === `changelog.yaml`) pages.add(CHANGELOG_PATH)
      else if (entry.name === `openapi.yaml`) {
        const document = yaml.load(expandProductTokens(fs.readFileSync(full, `utf8`))) as {
          tags?: Array<Record<string, unknown>>
        }
        for (const tag of document?.tags ?? [])
          if (typeof tag[`x-page-path`] === `string`) pages.add(tag[`x-page-path`] as string)
      }
    }
  }
  walk(contentDir)
  return pages
}
