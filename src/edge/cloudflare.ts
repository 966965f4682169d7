/*
 * Cloudflare Pages' `_worker.js` (advanced mode, https://developers.cloudflare.com/pages/functions/advanced-mode/):
 * the build compiles this, with its data, into public/_worker.js. `env.ASSETS` is the Pages asset server,
 * which applies `_redirects` and `_headers` to every file it answers. `_routes.json` keeps the build's own
 * files (chunks, page data, the table) from calling it at all. Tests only: `THIRD_PARTY_STAND_INS` maps a
 * third-party origin this network cannot reach to a local stand-in; production sets no such variable.
 */
import { upstreamUrl } from "../lib/partytown-proxy"
import { edgeHandler, type EdgeSite } from "./answer"

declare const __EDGE_SITE__: EdgeSite

interface PagesEnv {
  ASSETS: { fetch: (request: Request | URL) => Promise<Response> }
  THIRD_PARTY_STAND_INS?: string
}

const answer = edgeHandler(__EDGE_SITE__)

export default {
  fetch(request: Request, env: PagesEnv): Promise<Response> {
    const standIns = env.THIRD_PARTY_STAND_INS ? JSON.parse(env.THIRD_PARTY_STAND_INS) : {}
    return answer(request, {
      next: () => env.ASSETS.fetch(request),
      file: path => env.ASSETS.fetch(new URL(path, request.url)),
      upstream: url => fetch(upstreamUrl(url, standIns)),
    })
  },
}
