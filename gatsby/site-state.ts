import type { LoadedApi } from "../src/api-reference/load"
import type { ChangelogEntry } from "../src/lib/changelog"

/**
 * What createPages learned that later build steps need (the redirect pipeline validates against
 * the built pages; onPostBuild writes the API downloads). Set once per build.
 */
interface BuiltPages {
  /** Every path a link may point to: pages, framework pages (404, 500, search-test) and downloads. */
  paths: Array<string>
  /** The documentation's own pages (guides, indexes, API reference): what search indexes. */
  contentPaths: Array<string>
  apis: Array<LoadedApi>
  changelog: Array<ChangelogEntry>
}

let state: BuiltPages = { paths: [], contentPaths: [], apis: [], changelog: [] }

export function setBuiltPages(next: BuiltPages): void {
  state = next
}

export function builtPages(): BuiltPages {
  return state
}
