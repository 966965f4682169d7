import type { RedirectFamily } from "./types"
import siteRoot from "./families/site-root"

/** Every old-address family, one module each (issue 5, item 1). */
export const redirectFamilies: Array<RedirectFamily> = [siteRoot]
