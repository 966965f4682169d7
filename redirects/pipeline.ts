import { expandProductTokens, withTrailingSlash } from "../src/lib/paths"
import { reservedOwner } from "../src/config/reserved-paths"
import { addressKey } from "./address"
import { sortFallbacks, type Fallback } from "./lookup"
import type { AddressPair, RedirectFamily } from "./types"

// The pure redirect pipeline, after Docusaurus' client-redirects plugin (collectRedirects.ts):
// normalise every pair, then validate it against the pages the build made. No I/O here:
// gatsby/redirects.ts writes what this plans, and scripts/redirects.ts reports on it.

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
 * What an old address may contain, and why not. Every host must read an old address as the same
 * literal path, so the characters a host's rules read as syntax are refused: `*` (a splat in Netlify's
 * and Cloudflare's `_redirects`), `:` at the start of a segment (a placeholder there), `!` (Netlify's
 * force flag) and whitespace (the separator of `_redirects`). Everything else of a URL path (RFC 3986
 * `pchar` and `/`, minus the quote characters) may be written, and so may any letter beyond ASCII:
 * the table holds addresses decoded (`/café/menu`), as every lookup compares them, and each host's
 * writer encodes them where its engine needs it. The one escape is `%20` for a space.
 */
const PATH_CHARACTERS = /^\/(?:[A-Za-z0-9\-._~$&()+,;=:@/]|%20|\P{ASCII})*$/u
const NOT_PRINTABLE = /[\p{C}\p{Z}]/u
const DOT_SEGMENT = /\/\.\.?(\/|$)/
/** A stub is written as public<address>index.html: one folder per segment, at most 255 bytes each. */
export const MAX_SEGMENT_BYTES = 255
/** Object stores such as S3 take keys of up to 1,024 bytes: the address and `index.html` must fit. */
export const MAX_ADDRESS_BYTES = 1000

function expand(path: string): string {
  const trimmed = expandProductTokens(path.trim())
  return trimmed.startsWith(`/`) || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `/${trimmed}`
}

const bytes = (text: string) => new TextEncoder().encode(text).length

/** Why an old address is not one literal path on every host, or undefined. */
function hostSyntaxProblem(path: string): string | undefined {
  if (path.includes(`*`))
    return `contains *, which Netlify's and Cloudflare's _redirects read as a splat matching any path; such an address cannot mean the same on every host, so leave it out`
  if (/\/:/.test(path))
    return `has a segment starting with :, which Netlify's and Cloudflare's _redirects read as a placeholder matching any segment; leave the rule out`
  if (path.includes(`!`))
    return `contains !, which Netlify's _redirects reads as its force flag; leave the rule out`
  return undefined
}

/** A space is the one character written as an escape (`%20`); everything else is written as itself. */
function percentProblem(path: string): string | undefined {
  if (/\s/u.test(path))
    return `contains whitespace, which ends an address in a host's _redirects; write a space as %20`
  if (path.replace(/%[0-9A-Fa-f]{2}/g, ``).includes(`%`))
    return `has a % that starts no escape; write the address decoded (a space as %20)`
  if (!/%(?!20)[0-9A-Fa-f]{2}/.test(path)) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return `has percent-escapes that are not UTF-8; write the address decoded`
  }
  const syntax = hostSyntaxProblem(decoded)
  if (syntax) return `is percent-encoded, and decoded it ${syntax}`
  return `is percent-encoded; write it decoded, as ${decoded.replace(/ /g, `%20`)} (every lookup decodes before it compares, and each host's rules are written from the decoded form)`
}

function lengthProblem(path: string): string | undefined {
  const total = bytes(path)
  if (total > MAX_ADDRESS_BYTES)
    return `is ${total} bytes long; its stub is written as public${path.slice(0, 24)}…/index.html, and object stores such as S3 take keys of at most 1,024 bytes, so keep an old address under ${MAX_ADDRESS_BYTES} bytes or leave it out`
  const long = path.split(`/`).find(segment => bytes(segment) > MAX_SEGMENT_BYTES)
  if (long)
    return `has a segment of ${bytes(long)} bytes ("${long.slice(0, 24)}…"); its stub is a folder of that name, and file systems take names of at most ${MAX_SEGMENT_BYTES} bytes, so shorten it or leave the rule out`
  return undefined
}

/** Why an old address cannot be used, or undefined when it is fine. */
export function oldAddressProblem(path: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith(`//`)) {
    return `points outside the site; redirects go from one path of this site to another (write /path, not a URL)`
  }
  const problem = hostSyntaxProblem(path) ?? percentProblem(path)
  if (problem) return problem
  if (
    !PATH_CHARACTERS.test(path) ||
    NOT_PRINTABLE.test(path) ||
    path.includes(`//`) ||
    DOT_SEGMENT.test(path)
  ) {
    return `malformed path; write a plain path such as /old/page, without quotes, < >, ?query, #hash, // or .., and without invisible or control characters`
  }
  return lengthProblem(path)
}

/** Why an old address may not be redirected although well formed: the framework owns it. */
export function reservedAddressProblem(path: string): string | undefined {
  const owner = reservedOwner(addressKey(path))
  return owner
    ? `belongs to ${owner}, which the build writes or the host serves; a rule there would shadow it for every reader, so leave it out`
    : undefined
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
      const problem = oldAddressProblem(fromPath) ?? reservedAddressProblem(fromPath)
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
  const keys = [...pageKeys.keys()]
  for (const family of families) {
    for (const pair of family.fallbacks) {
      const prefixPath = expand(pair[0])
      const problem = oldAddressProblem(prefixPath) ?? reservedAddressProblem(prefixPath)
      const fallback = {
        prefix: addressKey(prefixPath),
        toPath: withTrailingSlash(expand(pair[1])),
        family: family.name,
        module: family.module,
      }
      const covered = keys.find(key => key.startsWith(fallback.prefix))
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
