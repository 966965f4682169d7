/*
 * The redirect table of the site as it stands on disk, for the command-line tools and tests: every
 * family and the content's own redirects, planned against the pages of content/.
 */
import type { SiteAddresses } from "../src/lib/site-sources"
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
  site: SiteAddresses,
  families: ReadonlyArray<RedirectFamily> = redirectFamilies,
): SiteTable {
  const plan = planRedirects(withPageRedirects(site.pageRedirects, families), site.paths)
  const table = addressTable(plan, site.paths)
  const fallbacks = fallbackList(plan)
  const resolve = (key: string) => resolveKey(key, candidate => table.get(candidate), fallbacks)
  return { plan, table, fallbacks, resolve }
}

/** Where an exact rule sends a path that is not a page (fallbacks aside), or undefined. */
export function redirectTargetOf(site: SiteAddresses): (path: string) => string | undefined {
  const { table } = siteTable(site)
  return path => {
    const target = table.get(addressKey(path))
    return target !== undefined && target !== path ? target : undefined
  }
}
