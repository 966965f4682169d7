/*
 * The moves that are refused, each with what to do instead: a path outside the site, onto a page or an
 * old address that exists, under a family's fallback, into the moving page's own folder or into another
 * page's folder (which would make it a part of that page), or a change of what kind of page it is.
 */
import type { RedirectPlan } from "../../redirects/pipeline"
import { oldAddressProblem } from "../../redirects/pipeline"
import { addressKey } from "../../redirects/address"
import { navigationParent } from "./groups"
import { LANDING_PATHS, TOP_LEVEL_SECTIONS } from "../../src/config/site-areas"
import { markdownPageKind } from "../../src/lib/site-model"
import { expandProductTokens } from "../../src/lib/paths"
import type { MovingSet } from "./moving-pages"
import type { MoveSources } from "./sources"

const CONTENT_AREAS = [...LANDING_PATHS, ...TOP_LEVEL_SECTIONS]

/** Why `to` cannot be a page of this site at all, or undefined. */
export function destinationProblem(from: string, to: string): string | undefined {
  const outside = oldAddressProblem(to)
  if (outside) return `"${to}" cannot be a page of this site: it ${outside.replace(/^is /, `is `)}`
  const expanded = expandProductTokens(to)
  if (!CONTENT_AREAS.some(area => expanded.startsWith(area) && expanded.length > area.length))
    return `"${to}" is outside the site's content: a page lives under ${CONTENT_AREAS.join(`, `)}`
  if (addressKey(expanded) === addressKey(from)) return `"${to}" is where the page already is`
  return undefined
}

function collisionProblem(to: string, sources: MoveSources, plan: RedirectPlan, moving: MovingSet) {
  const key = addressKey(to)
  const movingFiles = new Set(moving.pages.map(page => page.file))
  if ([...sources.site.paths].some(page => addressKey(page) === key))
    return `${to} is an existing page; choose a free path (or move that page first)`
  const rule = plan.rules.find(candidate => candidate.key === key)
  if (rule && !movingFiles.has(rule.module))
    return `${to} is an old address that ${rule.module} redirects to ${rule.toPath}; remove that rule first, or choose another path`
  const fallback = plan.fallbacks.find(candidate => key.startsWith(candidate.prefix))
  if (fallback)
    return `${to} lies under the fallback "${fallback.prefix}" of ${fallback.module} (old addresses there go to ${fallback.toPath}); choose a path outside it`
  return undefined
}

export function moveProblems(sources: MoveSources, plan: RedirectPlan, moving: MovingSet): Array<string> {
  const [page] = moving.pages
  const problems: Array<string> = []
  if (addressKey(expandProductTokens(page.to)).startsWith(addressKey(page.from)))
    return [`${page.to} is inside ${page.from} itself; a page cannot move into its own folder`]
  for (const each of moving.pages) {
    const problem = collisionProblem(expandProductTokens(each.to), sources, plan, moving)
    if (problem) problems.push(problem)
  }
  const staying = new Set(
    [...sources.site.paths].filter(path => !moving.pages.some(each => each.from === path)),
  )
  const to = expandProductTokens(page.to)
  const parent = navigationParent(to, staying)
  if (parent)
    problems.push(
      `${page.to} is inside the folder of the page ${parent}, which would make it a part of that page; choose a path in a section (its folder, or a new one)`,
    )
  if (moving.kind === `markdown` && markdownPageKind(to) !== markdownPageKind(page.from))
    problems.push(
      `${page.to} would make the ${markdownPageKind(page.from)} page ${page.from} a ${markdownPageKind(to)}; choose a path at the same depth of a section`,
    )
  if (moving.kind === `openapi` && to.split(`/`).filter(Boolean).length < 3)
    problems.push(`${page.to} is a section's own address; an API page lives inside its API's section`)
  for (const each of moving.pages) {
    const text = sources.content.find(file => file.file === each.file)?.text ?? ``
    if (each.kind === `markdown` && /\]\(\.\.\//.test(text))
      problems.push(
        `${each.file} links with a relative path (](../…)) that would break once moved; write those links as absolute paths (/documentation/…/) first`,
      )
  }
  return problems
}
