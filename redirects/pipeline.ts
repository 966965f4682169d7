import { expandProductTokens, withTrailingSlash } from "../src/lib/paths"
import type { RedirectFamily, RedirectRule } from "./types"

/**
 * The pure redirect pipeline (issue 5, item 2), after Docusaurus' client-redirects plugin:
 * normalise -> validate against the built pages -> emit. No I/O here; gatsby/redirects.ts writes.
 */
export interface NormalizedRule extends RedirectRule {
  family: string
  module: string
}

export interface PipelineResult {
  rules: Array<NormalizedRule>
  problems: Array<string>
}

const MALFORMED = /[\s?#\\]|\/\/|\/\.\.?(\/|$)|%(?![0-9a-f]{2})/i

/** Leading slash, `{product}` expansion, the site's trailing-slash rule. */
export function normalizeRedirectPath(path: string): string {
  const expanded = expandProductTokens(path.trim())
  const withLeadingSlash = expanded.startsWith(`/`) ? expanded : `/${expanded}`
  return withTrailingSlash(withLeadingSlash)
}

/** The key a path is matched by: case-insensitive, so lower-case. */
export function matchKey(path: string): string {
  return path.toLowerCase()
}

function isOutsideSite(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path.trim()) || path.trim().startsWith(`//`)
}

function describe(rule: NormalizedRule): string {
  return `${rule.module}: rule "${rule.fromPath}" -> "${rule.toPath}"`
}

export function normalizeFamilies(families: Array<RedirectFamily>): PipelineResult {
  const problems: Array<string> = []
  const rules: Array<NormalizedRule> = []
  for (const family of families) {
    for (const rule of family.rules) {
      const where = `${family.module}: rule "${rule.fromPath}" -> "${rule.toPath}"`
      if (isOutsideSite(rule.toPath) || isOutsideSite(rule.fromPath)) {
        problems.push(
          `${where}: points outside the site; redirects go from one path of this site to another (write /path/, not a URL)`,
        )
        continue
      }
      if (
        !rule.fromPath.trim() ||
        !rule.toPath.trim() ||
        MALFORMED.test(rule.fromPath) ||
        MALFORMED.test(rule.toPath)
      ) {
        problems.push(
          `${where}: malformed path; write a plain path such as /old/page without spaces, ?query, #hash, // or ..`,
        )
        continue
      }
      rules.push({
        ...rule,
        fromPath: normalizeRedirectPath(rule.fromPath),
        toPath: normalizeRedirectPath(rule.toPath),
        family: family.name,
        module: family.module,
      })
    }
  }
  return { rules, problems }
}

/** Checks the normalised rules against the built pages; identical duplicates are merged. */
export function validateRules(rules: Array<NormalizedRule>, builtPages: ReadonlySet<string>): PipelineResult {
  const problems: Array<string> = []
  const pagesByKey = new Set([...builtPages].map(matchKey))
  const byFrom = new Map<string, NormalizedRule>()
  for (const rule of rules) {
    const key = matchKey(rule.fromPath)
    const earlier = byFrom.get(key)
    if (earlier && earlier.toPath !== rule.toPath) {
      problems.push(
        `${describe(rule)}: "${rule.fromPath}" already goes to "${earlier.toPath}" (${earlier.module}); one old address can have only one target`,
      )
    } else if (!earlier) {
      byFrom.set(key, rule)
    }
  }
  for (const rule of byFrom.values()) {
    const chain = followChain(rule, byFrom)
    if (chain.loop) {
      problems.push(
        `${describe(rule)}: the rules form a loop (${chain.steps.join(` -> `)}); point each old address at a real page`,
      )
    } else if (chain.steps.length > 2) {
      problems.push(
        `${describe(rule)}: chain of redirects (${chain.steps.join(` -> `)}); point it straight at "${chain.steps[chain.steps.length - 1]}"`,
      )
    } else if (!builtPages.has(rule.toPath)) {
      problems.push(
        `${describe(rule)}: target is not a built page; point it at an existing page (check the path and its trailing slash)`,
      )
    }
    if (pagesByKey.has(matchKey(rule.fromPath))) {
      problems.push(
        `${describe(rule)}: "${rule.fromPath}" is a real page, so readers would never see it; remove the rule or the page`,
      )
    }
  }
  return { rules: [...byFrom.values()], problems }
}

function followChain(
  rule: NormalizedRule,
  byFrom: Map<string, NormalizedRule>,
): { steps: Array<string>; loop: boolean } {
  const steps = [rule.fromPath, rule.toPath]
  const seen = new Set([matchKey(rule.fromPath)])
  let next = byFrom.get(matchKey(rule.toPath))
  while (next) {
    if (seen.has(matchKey(next.fromPath))) return { steps, loop: true }
    seen.add(matchKey(next.fromPath))
    steps.push(next.toPath)
    next = byFrom.get(matchKey(next.toPath))
  }
  return { steps, loop: false }
}

/** The whole pipeline: every problem of every rule, or the rules to emit. */
export function buildRedirects(
  families: Array<RedirectFamily>,
  builtPages: ReadonlySet<string>,
): PipelineResult {
  const normalized = normalizeFamilies(families)
  const validated = validateRules(normalized.rules, builtPages)
  return { rules: validated.rules, problems: [...normalized.problems, ...validated.problems] }
}
