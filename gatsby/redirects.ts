import type { Actions } from "gatsby"
import { buildSync } from "esbuild"
import path from "path"
import { redirectFamilies } from "../redirects"
import type { BrowserRedirectData, RedirectDataLocation } from "../redirects/hosts/browser-data"
import { browserRedirectData } from "../redirects/hosts/browser-data"
import type { Fallback } from "../redirects/lookup"
import type { RedirectPlan } from "../redirects/pipeline"
import { readPublishedPaths, unpublishedProblems } from "../redirects/retention"
import { siteTable } from "../redirects/site-table"
import type { RedirectFamily } from "../redirects/types"
import type { SitePlan } from "../src/lib/site-plan-types"

// The redirect table, planned against the site's pages (redirects/pipeline.ts is pure) and handed to
// Gatsby: one createRedirect per rule. The browser does not get Gatsby's bundled copy
// (`redirectInBrowser: false`): it fetches one shard of the table when an address is not a page
// (src/browser/redirects/), so a page's JavaScript does not grow with the table.

export interface SiteRedirects {
  plan: RedirectPlan
  /** Every address key and where it goes (old addresses, other spellings of pages). */
  table: Map<string, string>
  fallbacks: Array<Fallback>
  browserData: BrowserRedirectData
  /** The table's problems and published addresses that lead nowhere (hosts: gatsby/host-plan.ts). */
  problems: Array<string>
}

export interface RedirectInputs {
  /** The families of redirects/ (development passes the copy it last read). */
  families?: ReadonlyArray<RedirectFamily>
  published?: ReadonlyArray<string>
}

export function planSiteRedirects(site: SitePlan, inputs: RedirectInputs = {}): SiteRedirects {
  const { families = redirectFamilies, published = readPublishedPaths() } = inputs
  const { plan, table, fallbacks, resolve } = siteTable(
    { paths: new Set(site.paths), pageRedirects: site.pageRedirects },
    families,
  )
  const browserData = browserRedirectData(table, fallbacks)
  // Checked only on a sound table: a rule with a problem would also leave its address unpublished.
  if (plan.problems.length > 0) return { plan, table, fallbacks, browserData, problems: plan.problems }
  const problems = unpublishedProblems(published, resolve)
  return { plan, table, fallbacks, browserData, problems }
}

export function createRedirectRules(
  actions: Pick<Actions, `createRedirect`>,
  redirects: SiteRedirects,
): void {
  for (const rule of redirects.plan.rules) {
    actions.createRedirect({
      fromPath: rule.fromPath,
      toPath: rule.toPath,
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: false,
    })
  }
}

/**
 * The script 404.html runs before it paints (src/browser/redirects/not-found.ts), compiled with the
 * same lookup code the app bundles, and told where this build's table lives.
 */
export function notFoundScript(location: RedirectDataLocation): string {
  const result = buildSync({
    entryPoints: [path.resolve(`src/browser/redirects/not-found.ts`)],
    bundle: true,
    minify: true,
    write: false,
    format: `iife`,
    target: `es2019`,
    define: { __REDIRECT_DATA__: JSON.stringify(location) },
  })
  // Inlined in a <script>: no `</` may end it early.
  return result.outputFiles[0].text.trim().replaceAll(`</`, `<\\/`)
}
