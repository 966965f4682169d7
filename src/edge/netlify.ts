/*
 * Netlify's Edge Function (https://docs.netlify.com/edge-functions/overview/): the build compiles this,
 * with its data, into netlify/edge-functions/docs-redirects.js, declared in netlify.toml (`[[edge_functions]]`,
 * with the paths it skips). `context.next()` is the rest of Netlify's chain: `_redirects`, the static
 * files and `_headers`. The table's files are fetched from the site itself, on a path the function skips.
 * The Partytown proxy is netlify.toml's, so `proxy` is empty here.
 */
import { edgeHandler, type EdgeSite } from "./answer"

declare const __EDGE_SITE__: EdgeSite

const answer = edgeHandler(__EDGE_SITE__)

export default (request: Request, context: { next: () => Promise<Response> }): Promise<Response> =>
  answer(request, {
    next: () => context.next(),
    file: path => fetch(new URL(path, request.url)),
    upstream: url => fetch(url),
  })
