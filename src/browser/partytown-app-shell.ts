import { collectedScriptsByPage } from "gatsby"
import { injectPartytownSnippet } from "gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet"

// gatsby-plugin-offline answers repeat visits from its app shell: HTML without the page's server-
// rendered `<Script strategy="off-main-thread">` elements and without Partytown's snippet, which Gatsby
// adds only to server-rendered HTML. So gtag.js would never run again once the service worker has
// cached a page. On such a client-rendered page this does what Gatsby itself does in
// development (its partytown plugin's gatsby-browser): inject the snippet for the scripts the page
// rendered. The snippet's code is already in the app bundle through that plugin.

export function startPartytownOnClientRenderedPage(pathname: string = window.location.pathname): void {
  if (document.querySelector(`script[data-partytown]`)) return
  const scripts = collectedScriptsByPage.get(pathname)
  if (scripts.length === 0) return
  injectPartytownSnippet(scripts)
  collectedScriptsByPage.delete(pathname)
}
