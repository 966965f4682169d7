/*
 * The plan of a move, made before anything is written (pure): which pages go where, and the new text
 * of every file that changes. Each moved page gets its old path in `redirect_from` (an API page, which
 * has no front matter, gets a row in the family of in-site moves instead); every link to it in the
 * content, the OpenAPI descriptions and the changelog is rewritten; rules of the table that pointed
 * at it point at its new path; the list of old links seen follows.
 */
import type { RedirectPlan } from "../../redirects/pipeline"
import { familyRow, IN_SITE_MOVES_FAMILY } from "../../redirects/rule-text"
import { familyModule } from "../../redirects/types"
import {
  addToFrontMatterList,
  frontMatterList,
  removeFromFrontMatterList,
  setFrontMatterValue,
} from "../../src/lib/front-matter-edit"
import { expandProductTokens, withTrailingSlash } from "../../src/lib/paths"
import { withRulesAppended, withTargetsMoved } from "../redirects/family-source"
import { destinationProblem, moveProblems } from "./checks"
import { planGroups, type GroupPlan } from "./groups"
import { rewriteCheckList, rewriteLinks, rewriteMarkdownLinks } from "./links"
import { movingSet, type MovingPage, type MovingSet } from "./moving-pages"
import type { MoveSources, TextFile } from "./sources"

export interface MoveRequest {
  from: string
  to: string
  /** The navigation group in the new section, when the page's own is not one of its groups. */
  group?: string
}

export interface MovePlan {
  moving: MovingSet
  /** The new text of each file that changes, by its path after the move. */
  files: Map<string, string>
  /** Family modules among `files`, for checking them before writing. */
  families: Map<string, string>
  notes: Array<string>
}

export type MoveResult = { plan: MovePlan; problems: [] } | { plan?: undefined; problems: Array<string> }

/** The moved page's own front matter: its old address added, the new one (if it was an old one) gone. */
function movedPageText(text: string, page: MovingPage, groups: GroupPlan, isMain: boolean): string {
  let result = addToFrontMatterList(text, `redirect_from`, page.fromWritten).text
  for (const entry of frontMatterList(result, `redirect_from`))
    if (withTrailingSlash(expandProductTokens(entry)) === expandProductTokens(page.to))
      result = removeFromFrontMatterList(result, `redirect_from`, entry)
  if (isMain && groups.setGroup) result = setFrontMatterValue(result, `group`, groups.setGroup).text
  return result
}

function contentEdits(
  sources: MoveSources,
  moving: MovingSet,
  moves: Map<string, string>,
  groups: GroupPlan,
) {
  const files = new Map<string, string>()
  let links = 0
  for (const file of sources.content) {
    const rewritten = file.file.endsWith(`.md`)
      ? rewriteMarkdownLinks(file.text, moves)
      : rewriteLinks(file.text, moves)
    links += rewritten.count
    let text = rewritten.text
    const page = moving.pages.find(each => each.file === file.file && each.kind === `markdown`)
    if (page) text = movedPageText(text, page, groups, page === moving.pages[0])
    if (groups.emptied?.file === file.file)
      text = removeFromFrontMatterList(text, `groups`, groups.emptied.group)
    const folder = moving.folder
    const at =
      folder && file.file.startsWith(`${folder.from}/`)
        ? folder.to + file.file.slice(folder.from.length)
        : file.file
    if (text !== file.text || at !== file.file) files.set(at, text)
  }
  return { files, links }
}

function familyEdits(sources: MoveSources, moving: MovingSet, moves: Map<string, string>) {
  const families = new Map<string, string>()
  let targets = 0
  for (const family of sources.families) {
    const moved = withTargetsMoved(family.text, family.file, moves)
    targets += moved.rewritten
    if (moved.rewritten > 0) families.set(family.file, moved.text)
  }
  if (moving.kind === `openapi`) {
    const module = familyModule(IN_SITE_MOVES_FAMILY)
    const text =
      families.get(module) ?? (sources.families.find(file => file.file === module) as TextFile).text
    const rows = moving.pages.map(page => familyRow(page.fromWritten, page.to))
    families.set(module, withRulesAppended(text, module, rows, `Moved within the site (npm run move)`))
  }
  return { families, targets }
}

export function planMove(sources: MoveSources, request: MoveRequest, redirects: RedirectPlan): MoveResult {
  const from = withTrailingSlash(expandProductTokens(request.from.trim()))
  const to = withTrailingSlash(request.to.trim())
  const destination = destinationProblem(from, to)
  if (destination) return { problems: [`Cannot move ${request.from}: ${destination}`] }
  const moving = movingSet(sources, from, to)
  if (typeof moving === `string`) return { problems: [`Cannot move ${request.from}: ${moving}`] }
  const groups = planGroups(sources, moving, request.group)
  const problems = [...moveProblems(sources, redirects, moving), ...groups.problems]
  if (problems.length > 0)
    return { problems: problems.map(problem => `Cannot move ${request.from}: ${problem}`) }
  const moves = new Map(moving.pages.map(page => [page.from, page.to]))
  const content = contentEdits(sources, moving, moves, groups)
  const family = familyEdits(sources, moving, moves)
  const files = new Map([...content.files, ...family.families])
  let listed = 0
  for (const list of sources.checkLists) {
    const rewritten = rewriteCheckList(list.text, moves)
    listed += rewritten.count
    if (rewritten.count > 0) files.set(list.file, rewritten.text)
  }
  const notes = [
    ...moving.pages.map(page => `${page.from} -> ${expandProductTokens(page.to)}`),
    moving.folder
      ? `folder ${moving.folder.from}/ -> ${moving.folder.to}/`
      : `x-page-path in ${moving.pages[0].file}`,
    moving.kind === `markdown`
      ? `redirect_from: each moved page keeps its old address`
      : `${familyModule(IN_SITE_MOVES_FAMILY)}: a rule for each old address`,
    `${content.links} link(s) rewritten in the content, ${family.targets} rule target(s) in redirects/families, ${listed} row(s) of the old links seen`,
    ...(groups.setGroup ? [`group: "${groups.setGroup}"`] : []),
    ...(groups.emptied
      ? [`${groups.emptied.file}: group "${groups.emptied.group}" has no pages left, removed`]
      : []),
  ]
  return { plan: { moving, files, families: family.families, notes }, problems: [] }
}
