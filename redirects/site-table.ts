/*
 * The redirect table of a site: every family and the content's own redirects, planned against its
 * pages. The build plans it from its own page list (gatsby/redirects.ts), the command-line tools and
 * tests from content/ on disk (src/lib/read-content.ts).
 */
import type { ContentAddresses } from "../src/lib/read-content"
import { addressKey } from "./address"
import { redirectFamilies, withPageRedirects } from "./index"
import { resolveKey, type Fallback, type Resolution } from "./lookup"
import { addressTable, fallbackList, planRedirects, type RedirectPlan } from "./pipeline"
import type { RedirectFamily } from "./types"

export interface SiteTable {
  plan: RedirectPlan
  table: Map<string, string>
  fallbacks: Array<Fallback>
  /** Where an address key lands: a rule, a page's other spelling, or a family's fallback. */
  resolve: (key: string) => Resolution | undefined
}

export function siteTable(
  site: Pick<ContentAddresses, `paths` | `pageRedirects`>,
  families: ReadonlyArray<RedirectFamily> = redirectFamilies,
): SiteTable {
  const plan = planRedirects(withPageRedirects(site.pageRedirects, families), site.paths)
  const table = addressTable(plan, site.paths)
  const fallbacks = fallbackList(plan)
  const resolve = (key: string) => resolveKey(key, candidate => table.get(candidate), fallbacks)
  return { plan, table, fallbacks, resolve }
}

/** Where an exact rule sends a path that is not a page (fallbacks aside), or undefined. */
export function redirectTargetOf(site: ContentAddresses): (path: string) => string | undefined {
  const { table } = siteTable(site)
  return path => {
    const target = table.get(addressKey(path))
    return target !== undefined && target !== path ? target : undefined
  }
}
