/*
 * What createPages works out (gatsby/create-pages.ts), for the steps Gatsby runs after it: the webpack
 * stage compiles in where the redirect data lives (gatsby/webpack.ts), onPostBuild writes downloads,
 * the planned host files and the search index (gatsby/post-build.ts), and `gatsby develop` answers old
 * addresses and shows problems (gatsby/dev-server.ts). gatsby/site-build.ts hands it to each of them.
 */
import type { LoadedApi } from "../src/api-reference/load"
import type { ChangelogEntry } from "../src/lib/changelog"
import type { SitePlan } from "../src/lib/site-plan-types"
import type { HostPlan } from "../redirects/hosts/plan"
import type { RedirectFamily } from "../redirects/types"
import type { SiteRedirects } from "./redirects"

export interface BuildResult {
  site: SitePlan
  apis: Array<LoadedApi>
  changelog: Array<ChangelogEntry>
  redirects: SiteRedirects
  /** Each markdown page's body as written, by path, for its markdown copy. */
  markdownBodies: Record<string, string>
  /** Every host file, planned before the first page (a build only; `gatsby develop` writes none). */
  hosts?: HostPlan
}

/**
 * `gatsby develop` only: the problems the writer should see in the browser (content and redirects),
 * and the redirect families as last read from redirects/ (edits apply without a restart, while the
 * compiled gatsby-node keeps the copy it started with).
 */
export interface DevelopSession {
  /** Found by the last createPages run (content and redirects). */
  problems: Array<string>
  /** Found when redirects/ changed since (the last good table keeps answering). */
  redirectProblems: Array<string>
  families?: Array<RedirectFamily>
}

/** Gatsby says which command runs; `develop` keeps the last good site on a mistake instead of stopping. */
export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === `develop`
}
