/*
 * A page directly in a section needs a group the section's index declares (src/lib/navigation.ts). A
 * move keeps the page's group where the new section has it, takes `--group` otherwise, and takes a
 * group out of the old section's index when the move leaves it without pages (the build refuses an
 * empty group).
 */
import yaml from "js-yaml"
import { frontMatterList } from "../../src/lib/front-matter-edit"
import { readFrontmatter } from "../../src/lib/frontmatter"
import { parentPath } from "../../src/lib/navigation"
import { expandProductTokens, folderToPagePath, withTrailingSlash } from "../../src/lib/paths"
import { sectionOf } from "../../src/lib/site-model"
import { contentFolder, type MovingSet } from "./moving-pages"
import type { MoveSources, TextFile } from "./sources"

/** The page a path would be nested under: its nearest ancestor page below the section's index. */
export function navigationParent(path: string, pages: ReadonlySet<string>): string | undefined {
  return parentPath(path, pages, sectionOf(path).rootPath)
}

export interface GroupPlan {
  /** The group to write into the moved page, when it changes. */
  setGroup?: string
  /** A group the old section's index no longer has pages for. */
  emptied?: { file: string; group: string }
  problems: Array<string>
}

function frontMatterGroup(text: string): string | undefined {
  const { group } = readFrontmatter(text).data
  return typeof group === `string` ? group : undefined
}

/** The tags of an OpenAPI document that are pages; none when it cannot be read (the build says why). */
function openApiTags(text: string): Array<Record<string, unknown>> {
  try {
    const document = yaml.load(expandProductTokens(text)) as
      { tags?: Array<Record<string, unknown>> } | undefined
    return (document?.tags ?? []).filter(tag => typeof tag[`x-page-path`] === `string`)
  } catch {
    return []
  }
}

/** Every page's group by path: markdown front matter, and each OpenAPI tag's `x-group`. */
function groupsByPage(content: ReadonlyArray<TextFile>): Map<string, string | undefined> {
  const groups = new Map<string, string | undefined>()
  for (const file of content) {
    if (file.file.endsWith(`/index.md`))
      groups.set(folderToPagePath(contentFolder(file.file)), frontMatterGroup(file.text))
    if (file.file.endsWith(`openapi.yaml`))
      for (const tag of openApiTags(file.text))
        groups.set(withTrailingSlash(String(tag[`x-page-path`])), String(tag[`x-group`] ?? ``) || undefined)
  }
  return groups
}

function sectionIndex(content: ReadonlyArray<TextFile>, section: string): TextFile | undefined {
  return content.find(
    file => file.file.endsWith(`/index.md`) && folderToPagePath(contentFolder(file.file)) === section,
  )
}

export function planGroups(sources: MoveSources, moving: MovingSet, requested?: string): GroupPlan {
  const [page] = moving.pages
  if (moving.kind !== `markdown`) return { problems: [] }
  const groups = groupsByPage(sources.content)
  const current = groups.get(page.from)
  const to = expandProductTokens(page.to)
  const staying = new Set(
    [...sources.site.paths].filter(path => !moving.pages.some(each => each.from === path)),
  )
  const newSection = sectionOf(to).rootPath
  const index = sectionIndex(sources.content, newSection)
  const declared = index ? frontMatterList(index.text, `groups`) : []
  const chosen = requested ?? current
  const problems: Array<string> = []
  if (!chosen)
    problems.push(
      `${page.to} sits directly in section ${newSection}, so it needs a group: add --group with one of: ${declared.join(`, `) || `(any name; the section declares none)`}`,
    )
  else if (declared.length > 0 && !declared.includes(chosen))
    problems.push(
      `${page.file} has group "${chosen}", which ${index?.file} does not declare; add --group with one of: ${declared.join(`, `)}`,
    )
  const oldSection = sectionOf(page.from).rootPath
  const oldIndex = sectionIndex(sources.content, oldSection)
  const stillUsed = [...staying].some(
    path =>
      path.startsWith(oldSection) &&
      path !== oldSection &&
      !navigationParent(path, staying) &&
      groups.get(path) === current,
  )
  const keptHere = oldSection === newSection && chosen === current
  const emptied =
    current &&
    oldIndex &&
    !stillUsed &&
    !keptHere &&
    frontMatterList(oldIndex.text, `groups`).includes(current)
      ? { file: oldIndex.file, group: current }
      : undefined
  return { setGroup: chosen !== current ? chosen : undefined, emptied, problems }
}
