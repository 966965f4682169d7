import type { LoadedApi } from "../src/api-reference/load"

/**
 * What createPages learned that later build steps need (the redirect pipeline validates against
 * the built pages; onPostBuild writes the API downloads). Set once per build.
 */
interface BuiltPages {
  paths: Array<string>
  apis: Array<LoadedApi>
}

let state: BuiltPages = { paths: [], apis: [] }

export function setBuiltPages(next: BuiltPages): void {
  state = next
}

export function builtPages(): BuiltPages {
  return state
}
