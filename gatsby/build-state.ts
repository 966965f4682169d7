import type { LoadedApi } from "../src/api-reference/load"
import type { ChangelogEntry } from "../src/lib/changelog"
import type { HostPlan } from "../redirects/hosts/plan"
import type { RedirectFamily } from "../redirects/types"
import type { SitePlan } from "../src/lib/site-plan-types"
import type { SiteRedirects } from "./redirects"

/**
 * What createPages worked out, for the build steps that come after it (the webpack stage compiles in
 * where the redirect data lives; onPostBuild writes downloads, the planned host files and the search index).
 * Set once per createPages run; read through buildState(), which says so if a step runs too early.
 */
export interface BuildState {
  site: SitePlan
  apis: Array<LoadedApi>
  changelog: Array<ChangelogEntry>
  redirects: SiteRedirects
  /** Every host file, planned before the first page (a build only; `gatsby develop` writes none). */
  hosts?: HostPlan
}

let current: BuildState | undefined

export function setBuildState(state: BuildState): void {
  current = state
}

export function buildState(): BuildState {
  if (!current) {
    throw new Error(
      `The build state was read before createPages set it: a Gatsby upgrade may have changed the order of ` +
        `its steps (checked against Gatsby 5.16: createPages, then webpack, then onPostBuild)`,
    )
  }
  return current
}

/** Whether createPages has run (development asks before the first run). */
export function hasBuildState(): boolean {
  return current !== undefined
}

/**
 * `gatsby develop` only: the problems the writer should see in the browser (content and redirects),
 * and the redirect families as last read from redirects/ (edits apply without a restart, while the
 * compiled gatsby-node keeps the copy it started with).
 */
export interface DevelopState {
  /** Found by the last createPages run (content and redirects). */
  problems: Array<string>
  /** Found when redirects/ changed since (the last good table keeps answering). */
  redirectProblems: Array<string>
  families?: Array<RedirectFamily>
  /** When a node last changed (ms): Gatsby's cache is ahead of its saved state until it saves again. */
  lastNodeChange?: number
}

const develop: DevelopState = { problems: [], redirectProblems: [] }

export function developState(): DevelopState {
  return develop
}

export function setDevelopState(next: Partial<DevelopState>): void {
  Object.assign(develop, next)
}

/** Gatsby says which command runs; `develop` keeps the last good site on a mistake instead of stopping. */
export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === `develop`
}
