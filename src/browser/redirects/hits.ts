import { movedFromParam, redirectHitKey } from "../../config/redirects"

// Redirect hits, reported to the data layer as `{ event: "redirect", from, to, via }` so writers can
// see which old addresses still get traffic. The redirect records the hit in session storage just
// before it leaves; the page it lands on reports it. A host's own 301 leaves no record, except for a
// fallback, whose target carries the old address as `moved_from`.

export type RedirectVia = `stub` | `404 lookup` | `in-app` | `fallback`

export interface RedirectHit {
  from: string
  to: string
  via: RedirectVia
}

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}

export function recordRedirectHit(hit: RedirectHit): void {
  try {
    sessionStorage.setItem(redirectHitKey, JSON.stringify(hit))
  } catch {
    // Storage off (private mode, a sandbox): the redirect still happens, unreported.
  }
}

function storedHit(): RedirectHit | undefined {
  try {
    const text = sessionStorage.getItem(redirectHitKey)
    sessionStorage.removeItem(redirectHitKey)
    return text ? (JSON.parse(text) as RedirectHit) : undefined
  } catch {
    return undefined
  }
}

/** The hit that brought the reader to this page, if one did; each hit is taken once. */
export function takeRedirectHit(pathname: string, search: string): RedirectHit | undefined {
  const stored = storedHit()
  if (stored?.to === pathname) return stored
  const movedFrom = new URLSearchParams(search).get(movedFromParam)
  return movedFrom ? { from: movedFrom, to: pathname, via: `fallback` } : undefined
}

export function reportRedirectHit(hit: RedirectHit): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: `redirect`, ...hit })
}

/** The address without `moved_from`: the note has read it, and a shared link should not repeat it. */
export function withoutMovedFrom(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(movedFromParam)
  const rest = params.toString()
  return rest ? `?${rest}` : ``
}
