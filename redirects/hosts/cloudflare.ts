/*
 * Cloudflare Pages, as `wrangler pages dev` (its asset server and `_redirects` parser in workerd) answers:
 * - `_worker.js` (src/edge/cloudflare.ts) runs first and answers every spelling of every old address, every
 *   fallback and the Partytown proxy; `_routes.json` keeps it off the build's own files.
 * - `_redirects` answers when the worker is absent: one line per rule in the form the old site published
 *   (Cloudflare matches letter case and the trailing slash exactly: other spellings reach the stub page or
 *   404.html's lookup). At most 2,000 static lines are read
 *   (https://developers.cloudflare.com/pages/configuration/redirects/#per-file), so a longer table is
 *   written up to that many and the build says so: the worker answers every rule either way. No splats: a
 *   splat matches before anything normalises, so `/family/*` would catch `/family/page/` and send it to
 *   the section instead of the page; fallbacks are the worker's, or 404.html's. Old addresses are written
 *   as the table holds them (`/café/menu`, `/old%20page/`): the Pages parser (wrangler's `parseRedirects`)
 *   reads each as a URL path, which encodes what is not ASCII (`/caf%C3%A9/menu`) and keeps `%20`, and
 *   its asset server matches that against the request's encoded path.
 */
import { cloudflareLimits, cloudflareRouteRules } from "../../src/config/redirects"
import type { RedirectPlan } from "../pipeline"
import { withoutTrailingSlash } from "./netlify"

export interface CloudflareRedirects {
  text: string
  /** Rules left out of `_redirects` by the host's limit (answered by the worker). */
  beyondLimit: number
  problems: Array<string>
}

export function cloudflareRedirects(plan: RedirectPlan): CloudflareRedirects {
  const lines = plan.rules.map(rule => `${withoutTrailingSlash(rule.fromPath)} ${rule.toPath} 301`)
  const problems = lines
    .filter(line => line.length > cloudflareLimits.lineLength)
    .map(
      line =>
        `Cloudflare Pages skips redirect lines over ${cloudflareLimits.lineLength} characters: ${line.slice(0, 80)}…; shorten the old address or its target`,
    )
  const kept = lines.slice(0, cloudflareLimits.staticRules)
  const text = [`# Generated from redirects/ at build time. Do not edit.`, ...kept, ``].join(`\n`)
  return { text, beyondLimit: lines.length - kept.length, problems }
}

/**
 * `_routes.json` (https://developers.cloudflare.com/pages/functions/routing/#create-a-_routesjson-file):
 * the worker runs for every path but the build's own files, which the asset server answers directly.
 */
export function cloudflareRoutes(skipped: ReadonlyArray<string>): { text: string; problems: Array<string> } {
  const routes = { version: 1, include: [`/*`], exclude: [...skipped] }
  const count = routes.include.length + routes.exclude.length
  const problems =
    count > cloudflareRouteRules
      ? [
          `_routes.json holds at most ${cloudflareRouteRules} rules and the build needs ${count}; shorten edgeSkippedPaths in src/config/redirects.ts`,
        ]
      : []
  return { text: `${JSON.stringify(routes, null, 2)}\n`, problems }
}
