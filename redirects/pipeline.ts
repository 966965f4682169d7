import { expandProductTokens, withTrailingSlash } from "../src/lib/paths"
import { addressKey } from "./address"
import { sortFallbacks, type Fallback } from "./lookup"
import type { AddressPair, RedirectFamily } from "./types"

/**
 * The pure redirect pipeline, after Docusaurus' client-redirects plugin (collectRedirects.ts):
 * normalise every pair, then validate it against the pages the build made. No I/O here:
 * gatsby/redirects.ts writes what this plans, and scripts/redirects.ts reports on it.
 */
export interface PlannedRule {
  /** The old address as written (product token expanded, leading slash). */
  fromPath: string
  key: string
  toPath: string
  family: string
  module: string
}

export interface PlannedFallback {
  /** The prefix as a key: lower-case, ending in `/`. */
  prefix: string
  toPath: string
  family: string
  module: string
}

export interface RedirectPlan {
  rules: Array<PlannedRule>
  fallbacks: Array<PlannedFallback>
  problems: Array<string>
}

/**
 * What an old address may contain: the characters of a URL path (RFC 3986 `pchar` and `/`), minus
 * the quote characters. `%` is left out on purpose: write the address decoded, since every lookup
 * decodes before it compares, and a host's own engine would never see the encoded form.
 */
const OLD_ADDRESS = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/]*$/
const DOT_SEGMENT = /\/\.\.?(\/|$)/

function expand(path: string): string {
  const trimmed = expandProductTokens(path.trim())
  return trimmed.startsWith(`/`) || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `/${trimmed}`
}

/** Why an old address cannot be used, or undefined when it is fine. */
export function oldAddressProblem(path: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith(`//`)) {
    return `points outside the site; redirects go from one path of this site to another (write /path, not a URL)`
  }
  if (path.includes(`%`)) {
    return `is percent-encoded; write the address decoded (every lookup decodes before it compares)`
  }
  if (!OLD_ADDRESS.test(path) || path.includes(`//`) || DOT_SEGMENT.test(path)) {
    return `malformed path; write a plain path such as /old/page, without spaces, quotes, < >, ?query, #hash, // or ..`
  }
  return undefined
}

/** Why a target cannot be used, or undefined when it is a page. */
function targetProblem(target: string, pages: ReadonlySet<string>, rulesByKey: Map<string, PlannedRule>) {
  const outside = oldAddressProblem(target)
  if (outside) return outside.replace(/^is /, `target is `).replace(/^points/, `target points`)
  if (pages.has(target)) return undefined
  const steps = [target]
  for (let next = rulesByKey.get(addressKey(target)); next; next = rulesByKey.get(addressKey(next.toPath))) {
    if (steps.includes(next.toPath))
      return `the rules form a loop (${[...steps, next.toPath].join(` -> `)}); point each old address at a real page`
    steps.push(next.toPath)
    if (pages.has(next.toPath))
      return `chain of redirects (${steps.join(` -> `)}); point it straight at "${next.toPath}"`
  }
  return steps.length > 1
    ? `chain of redirects (${steps.join(` -> `)}) ending on no page; point it at a real page`
    : `target is not a page of the site; point it at an existing page (check the path and its trailing slash)`
}

function normalizeRules(families: ReadonlyArray<RedirectFamily>, pageKeys: Map<string, string>) {
  const problems: Array<string> = []
  const rulesByKey = new Map<string, PlannedRule>()
  for (const family of families) {
    for (const [from, to] of family.rules) {
      const fromPath = expand(from)
      const where = `${family.module}: rule "${from}" -> "${to}"`
      const problem = oldAddressProblem(fromPath)
      if (problem) {
        problems.push(`${where}: ${problem}`)
        continue
      }
      const rule = {
        fromPath,
        key: addressKey(fromPath),
        toPath: withTrailingSlash(expand(to)),
        family: family.name,
        module: family.module,
      }
      const earlier = rulesByKey.get(rule.key)
      if (earlier) {
        problems.push(
          `${where}: "${fromPath}" is listed twice (also in ${earlier.module}, as "${earlier.fromPath}" -> "${earlier.toPath}"); keep one row`,
        )
      } else if (pageKeys.has(rule.key)) {
        problems.push(
          `${where}: "${fromPath}" is the page ${pageKeys.get(rule.key)}, so readers would never see it; remove the rule or the page`,
        )
      } else {
        rulesByKey.set(rule.key, rule)
      }
    }
  }
  return { rulesByKey, problems }
}

function pairProblem(
  pair: AddressPair,
  family: RedirectFamily,
  kind: `rule` | `fallback`,
  problem: string,
): string {
  return `${family.module}: ${kind} "${pair[0]}" -> "${pair[1]}": ${problem}`
}

function normalizeFallbacks(
  families: ReadonlyArray<RedirectFamily>,
  pageKeys: Map<string, string>,
  pages: ReadonlySet<string>,
) {
  const problems: Array<string> = []
  const byPrefix = new Map<string, PlannedFallback>()
  for (const family of families) {
    for (const pair of family.fallbacks) {
      const prefixPath = expand(pair[0])
      const problem = oldAddressProblem(prefixPath)
      const fallback = {
        prefix: addressKey(prefixPath),
        toPath: withTrailingSlash(expand(pair[1])),
        family: family.name,
        module: family.module,
      }
      const covered = [...pageKeys.keys()].find(key => key.startsWith(fallback.prefix))
      const earlier = byPrefix.get(fallback.prefix)
      if (problem) problems.push(pairProblem(pair, family, `fallback`, problem))
      else if (earlier)
        problems.push(
          pairProblem(
            pair,
            family,
            `fallback`,
            `the prefix is listed twice (also in ${earlier.module}); keep one`,
          ),
        )
      else if (covered) {
        problems.push(
          pairProblem(
            pair,
            family,
            `fallback`,
            `the prefix covers the page ${pageKeys.get(covered)}; a fallback may cover only old addresses, so narrow the prefix`,
          ),
        )
      } else if (!pages.has(fallback.toPath)) {
        problems.push(
          pairProblem(
            pair,
            family,
            `fallback`,
            `target is not a page of the site; point it at the section that replaced the old area`,
          ),
        )
      } else byPrefix.set(fallback.prefix, fallback)
    }
  }
  return { fallbacks: [...byPrefix.values()], problems }
}

/** The whole pipeline: every rule and fallback of every family, checked against the site's pages. */
export function planRedirects(
  families: ReadonlyArray<RedirectFamily>,
  pages: ReadonlySet<string>,
): RedirectPlan {
  const pageKeys = new Map([...pages].map(page => [addressKey(page), page]))
  const normalized = normalizeRules(families, pageKeys)
  const problems = [...normalized.problems]
  const rules: Array<PlannedRule> = []
  for (const rule of normalized.rulesByKey.values()) {
    const problem = targetProblem(rule.toPath, pages, normalized.rulesByKey)
    if (problem) problems.push(`${rule.module}: rule "${rule.fromPath}" -> "${rule.toPath}": ${problem}`)
    else rules.push(rule)
  }
  const { fallbacks, problems: fallbackProblems } = normalizeFallbacks(families, pageKeys, pages)
  return { rules, fallbacks, problems: [...problems, ...fallbackProblems] }
}

/**
 * Every address key the site answers, and where it goes: the old addresses, then every other
 * spelling of each page (a key equal to the page's own path means "serve it as is").
 */
export function addressTable(plan: RedirectPlan, pages: ReadonlySet<string>): Map<string, string> {
  const table = new Map(plan.rules.map(rule => [rule.key, rule.toPath]))
  for (const page of pages) table.set(addressKey(page), page)
  return table
}

/** The fallbacks as the lookup takes them: `[prefix key, target]`, longest prefix first. */
export function fallbackList(plan: RedirectPlan): Array<Fallback> {
  return sortFallbacks(plan.fallbacks.map(fallback => [fallback.prefix, fallback.toPath] as const))
}
