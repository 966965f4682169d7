import { movedFromParam } from "../../config/redirects"
import { reportRedirectHit, takeRedirectHit, withoutMovedFrom } from "./hits"

// What a reader arriving on a page brought with them: a redirect hit to report, and for a fallback the
// old address, which the page's "this page has moved" note shows. Read once per navigation, in
// onRouteUpdate; `moved_from` then leaves the address bar, so a copied link does not repeat the note.

let arrival: { pathname: string; movedFrom?: string } | undefined

export function noteArrival(location: { pathname: string; search: string; hash: string }): void {
  const hit = takeRedirectHit(location.pathname, location.search)
  if (hit) reportRedirectHit(hit)
  const param = new URLSearchParams(location.search).get(movedFromParam)
  const movedFrom = param ?? (hit?.via === `fallback` ? hit.from : undefined)
  arrival = { pathname: location.pathname, movedFrom }
  if (param !== null) {
    const cleaned = `${location.pathname}${withoutMovedFrom(location.search)}${location.hash}`
    window.history.replaceState(window.history.state, ``, cleaned)
  }
}

/** The old address that brought the reader to `pathname` through a fallback, if one did. */
export function movedFromOf(pathname: string, search: string): string | undefined {
  if (arrival?.pathname === pathname && arrival.movedFrom) return arrival.movedFrom
  return new URLSearchParams(search).get(movedFromParam) ?? undefined
}
