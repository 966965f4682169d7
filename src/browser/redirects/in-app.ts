import { redirectLocation } from "../../../redirects/address"
import { NAVIGATION_DELAY_MS, showLoadingNotice } from "../loading-notice"
import { recordRedirectHit } from "./hits"
import { findRedirect } from "./redirect-data"

// In-app navigation to an old address (`<Link>`, `navigate()`, a link in rendered markdown) lands on
// its target, query and hash kept. Every one of those goes through Gatsby's `window.___navigate`
// (gatsby-link calls it); this wraps it. Production defines it before `onClientEntry`, development only
// after (cache-dir/production-app.js and app.js), so the hooks try both times. A page is navigated
// to at once; an address whose page data is missing is looked up first. Without this, Gatsby would
// reload the old address without its query and hash (cache-dir/navigation.js, the `Error` branch).
// The look-up loads the page data Gatsby's navigation then reads from its cache, so a slow look-up
// shows the same loading notice as a slow navigation.

type Navigate = (to: string | number, options?: Record<string, unknown>) => void

interface PageLoader {
  loadPage: (path: string) => Promise<{ status?: string } | null | undefined>
  isPageNotFound: (path: string) => boolean
}

declare global {
  interface Window {
    ___navigate?: Navigate
    ___loader?: PageLoader
  }
}

function splitAddress(to: string): { pathname: string; search: string; hash: string } {
  const [, pathname = to, search = ``, hash = ``] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(to) ?? []
  return { pathname, search, hash }
}

async function isPage(loader: PageLoader, pathname: string, search: string): Promise<boolean> {
  const resources = await loader.loadPage(pathname + search).catch(() => undefined)
  return Boolean(resources) && resources?.status !== `error` && !loader.isPageNotFound(pathname)
}

/** Where in-app navigation to `to` should go instead, or undefined to go as asked. */
export async function redirectedAddress(to: string, loader: PageLoader): Promise<string | undefined> {
  const { pathname, search, hash } = splitAddress(to)
  if (await isPage(loader, pathname, search)) return undefined
  const resolution = await findRedirect(pathname).catch(() => undefined)
  if (!resolution || resolution.target === pathname) return undefined
  const via = resolution.fallback ? `fallback` : `in-app`
  recordRedirectHit({ from: pathname, to: resolution.target, via })
  return redirectLocation(resolution.target, search, hash, resolution.fallback ? pathname : undefined)
}

const WRAPPED = Symbol.for(`docs.in-app-redirects`)

/** Returns false when Gatsby's navigation is not (yet) where it was (checked against Gatsby 5.16). */
export function redirectInAppNavigation(): boolean {
  const navigate = window.___navigate
  const loader = window.___loader
  if (typeof navigate !== `function` || !loader) return false
  if (WRAPPED in navigate) return true
  window.___navigate = Object.assign(
    (to: string | number, options?: Record<string, unknown>) => {
      if (typeof to !== `string` || !to.startsWith(`/`)) return navigate(to, options)
      const slow = setTimeout(showLoadingNotice, NAVIGATION_DELAY_MS)
      void redirectedAddress(to, loader).then(destination => {
        clearTimeout(slow)
        navigate(destination ?? to, options)
      })
    },
    { [WRAPPED]: true },
  )
  return true
}
