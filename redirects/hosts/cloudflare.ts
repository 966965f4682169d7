import { cloudflareLimits } from "../../src/config/redirects"
import type { RedirectPlan } from "../pipeline"
import { longestFirst, withoutTrailingSlash } from "./netlify"

/**
 * Cloudflare Pages' `_redirects` (https://developers.cloudflare.com/pages/configuration/redirects/):
 * rules apply before static assets, so no force marker; at most 2,000 static and 100 dynamic (splat)
 * lines, static ones first; matching is exact in letter case and trailing slash. One line per rule in
 * the form the old site published (without a trailing slash): that form gets one hop; the slashed form
 * reaches the stub page and another case reaches 404.html's lookup (two hops each). Fallbacks carry no
 * `moved_from`, as on Netlify, so that the reader's query string is never traded for the note.
 * A table the host cannot hold stops the build: nothing is skipped silently, as Cloudflare would.
 */
export interface CloudflareOutput {
  text: string
  problems: Array<string>
}

export function cloudflareRedirects(plan: RedirectPlan): CloudflareOutput {
  const fallbacks = longestFirst(plan.fallbacks)
  const staticLines = [
    ...plan.rules.map(rule => `${withoutTrailingSlash(rule.fromPath)} ${rule.toPath} 301`),
    ...fallbacks.map(fallback => `${withoutTrailingSlash(fallback.prefix)} ${fallback.toPath} 301`),
  ]
  const dynamicLines = fallbacks.map(
    fallback => `${withoutTrailingSlash(fallback.prefix)}/* ${fallback.toPath} 301`,
  )
  const problems: Array<string> = []
  const tooMany = (count: number, limit: number, kind: string) =>
    `Cloudflare Pages holds at most ${limit} ${kind} redirects and the table needs ${count}: ` +
    `move the rules to Cloudflare Bulk Redirects (https://developers.cloudflare.com/rules/url-forwarding/bulk-redirects/) ` +
    `and build with DOCS_REDIRECT_HOST=none, or deploy on a host without that limit (DOCS_REDIRECT_HOST=netlify, or nginx)`
  if (staticLines.length > cloudflareLimits.staticRules) {
    problems.push(tooMany(staticLines.length, cloudflareLimits.staticRules, `static`))
  }
  if (dynamicLines.length > cloudflareLimits.dynamicRules) {
    problems.push(tooMany(dynamicLines.length, cloudflareLimits.dynamicRules, `dynamic (splat)`))
  }
  for (const line of [...staticLines, ...dynamicLines]) {
    if (line.length > cloudflareLimits.lineLength) {
      problems.push(
        `Cloudflare Pages skips redirect lines over ${cloudflareLimits.lineLength} characters: ${line.slice(0, 80)}…`,
      )
    }
  }
  const text = [
    `# Generated from redirects/ at build time. Do not edit.`,
    ...staticLines,
    ...dynamicLines,
    ``,
  ]
  return { text: text.join(`\n`), problems }
}
