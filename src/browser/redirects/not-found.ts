import { redirectLocation } from "../../../redirects/address"
import { releaseHeldScripts } from "../../build-output/held-scripts"
import { recordRedirectHit } from "./hits"
import { findRedirect } from "./redirect-data"

// Runs in the head of 404.html, before anything paints (the build inlines it): an address that no
// file answers, but that is an old address, another spelling of a page, or under a family's fallback,
// is sent on with its query and hash. The page stays hidden, and its scripts wait, while the one shard is
// fetched; it shows after at most three seconds whatever happens, so a failed lookup never hides it.

/**
 * Gatsby's router decodes an encoded slash (`%2F`) in the address where its page loader does not, and
 * the 404 page then hydrates to an empty body (https://github.com/gatsbyjs/gatsby/issues/23580). The
 * address is shown with plain slashes instead, which names the same place; the lookup decodes it anyway.
 */
if (/%2f/i.test(location.pathname)) {
  const plain = location.pathname.replace(/%2f/gi, `/`)
  history.replaceState(history.state, ``, `${plain}${location.search}${location.hash}`)
}

const root = document.documentElement
root.style.display = `none`
/** The 404 page after all: shown, and its scripts (held by the build) started. */
const reveal = () => {
  root.style.removeProperty(`display`)
  releaseHeldScripts(document)
}
const failsafe = setTimeout(reveal, 3000)

findRedirect(location.pathname).then(
  resolution => {
    if (resolution && resolution.target !== location.pathname) {
      const via = resolution.fallback ? `fallback` : `404 lookup`
      recordRedirectHit({ from: location.pathname, to: resolution.target, via })
      const movedFrom = resolution.fallback ? location.pathname : undefined
      location.replace(redirectLocation(resolution.target, location.search, location.hash, movedFrom))
      return
    }
    clearTimeout(failsafe)
    reveal()
  },
  () => {
    clearTimeout(failsafe)
    reveal()
  },
)
