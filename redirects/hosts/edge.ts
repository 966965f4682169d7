/*
 * The data an edge function is compiled with (src/edge/answer.ts): where this build's table lives, the
 * pages it lets through untouched, and the proxy rules it answers. And the one thing the table must
 * respect for the functions to see every old address: none may sit on a path they skip.
 */
import escapeStringRegexp from "escape-string-regexp"
import { baseHeaders, cacheRevalidate } from "../../src/config/http-headers"
import type { EdgeSite } from "../../src/edge/answer"
import type { RedirectPlan } from "../pipeline"
import type { ProxyRule } from "../../src/lib/partytown-proxy"
import type { TableLocation } from "../table-lookup"

export function edgeSite(
  table: TableLocation,
  pages: ReadonlySet<string>,
  proxy: Array<ProxyRule>,
): EdgeSite {
  return {
    table: { base: table.base, shards: table.shards },
    pages: [...pages].sort(),
    redirectHeaders: { ...baseHeaders, "Cache-Control": cacheRevalidate },
    proxy,
  }
}

/** A pattern of edgeSkippedPaths as the hosts read it: `*` stands for any characters. */
export function skippedPattern(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split(`*`)
      .map(part => escapeStringRegexp(part))
      .join(`.*`)}$`,
  )
}

/** Rules and fallbacks on a path the edge functions skip: there, no spelling would reach the lookup. */
export function edgeProblems(plan: RedirectPlan, skipped: ReadonlyArray<string>): Array<string> {
  // Each pattern compiled once: every rule is tested against all of them.
  const patterns = skipped.map(pattern => ({ pattern, regExp: skippedPattern(pattern) }))
  const skippedBy = (path: string) => patterns.find(({ regExp }) => regExp.test(path))?.pattern
  const why = (pattern: string) =>
    `the edge functions skip ${pattern} (edgeSkippedPaths in src/config/redirects.ts), so on Netlify and Cloudflare ` +
    `it would never reach the lookup; remove it, or narrow that pattern`
  const rules = plan.rules.flatMap(rule => {
    const pattern = skippedBy(rule.fromPath) ?? skippedBy(rule.key)
    return pattern ? [`${rule.module}: rule "${rule.fromPath}" -> "${rule.toPath}": ${why(pattern)}`] : []
  })
  const fallbacks = plan.fallbacks.flatMap(fallback => {
    const pattern = skippedBy(`${fallback.prefix}any-page`)
    return pattern
      ? [`${fallback.module}: fallback "${fallback.prefix}" -> "${fallback.toPath}": ${why(pattern)}`]
      : []
  })
  return [...rules, ...fallbacks]
}
