import type { GatsbyNode, Node } from "gatsby"
import yaml from "js-yaml"
import path from "path"
import { loadApiDescription } from "../src/api-reference/load"
import { noteNodeChange } from "./cache-guard"
import { parseChangelog } from "../src/lib/changelog"
import { bodyProblem, frontmatterProblems, readFrontmatter } from "../src/lib/frontmatter"
import { expandProductTokens } from "../src/lib/paths"
import { markdownPagePath } from "../src/lib/site-addresses"
import { yamlErrorProblem } from "../src/lib/yaml-errors"
import { MARKDOWN_PAGE_FIELD } from "./schema"

// Content into Gatsby's data layer, so `gatsby develop` watches all of it:
// - markdown: page fields (the URL is the folder path; title and description get the product name);
// - `openapi.yaml`: an ApiDescription node (the validated document, or its problems) and one
//   ApiReferencePage node per tag, holding the page model the template queries; the description links
//   its pages;
// - `changelog.yaml`: a Changelog node.
// Problems are recorded on the nodes, not thrown: createPages reports them all at once, and in
// development a page with a mistake still exists, so its mistake does not cascade into broken links.

interface FileNode extends Node {
  relativePath: string
  relativeDirectory: string
  base: string
}

type Args = Parameters<NonNullable<GatsbyNode[`onCreateNode`]>>[0]

/** A markdown file's own problems: its front matter (by key, with lines) and a body that is not text. */
function markdownProblems(frontmatter: Record<string, unknown>, source: string, text: string): Array<string> {
  const { body, bodyLine } = readFrontmatter(text)
  const notText = bodyProblem(body, source, bodyLine)
  return [...frontmatterProblems(frontmatter, source, text), ...(notText ? [notText] : [])]
}

async function markdownFields({ node, getNode, actions, loadNodeContent }: Args): Promise<void> {
  const file = getNode(node.parent as string) as FileNode
  const source = path.join(`content`, file.relativePath)
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
  const text = await loadNodeContent(file)
  const problems =
    file.base === `index.md`
      ? markdownProblems(frontmatter, source, text)
      : [
          `${source}: a page is a folder holding index.md; move it to ${path.join(`content`, file.relativeDirectory, path.parse(file.base).name, `index.md`)}`,
        ]
  const fields = {
    pagePath: markdownPagePath(file.relativeDirectory, file.base),
    // A placeholder keeps the page (and every link to it) alive while the writer fixes the title.
    title:
      typeof frontmatter.title === `string` && frontmatter.title.trim()
        ? expandProductTokens(frontmatter.title)
        : `Untitled page`,
    description: expandProductTokens(String(frontmatter.description ?? ``)),
    source,
    problems,
    // Where the body starts in the file: a problem the gate marks in the HTML is named at its line.
    bodyLine: readFrontmatter(text).bodyLine,
  }
  // One field, one write: each createNodeField stores the whole node again (gatsby/schema.ts reads it
  // back as `fields`).
  actions.createNodeField({ node, name: MARKDOWN_PAGE_FIELD, value: fields })
}

/**
 * A node made from a file: its child, so Gatsby drops it with the file. Its id is made from the file's
 * and `name` (the templates query pages by it); it is returned for nodes that link to it.
 */
function createChildNode(
  { actions, createNodeId, createContentDigest }: Args,
  file: FileNode,
  { type, name }: { type: string; name: string },
  fields: Record<string, unknown>,
): string {
  const child = { id: createNodeId(`${file.id} ${name}`), parent: file.id, ...fields }
  actions.createNode({ ...child, internal: { type, contentDigest: createContentDigest(child) } })
  // Gatsby types the child as a whole Node (with `internal`); it reads only its id.
  actions.createParentChildLink({ parent: file, child: child as unknown as Node })
  return child.id
}

async function apiDescriptionNodes(args: Args & { node: FileNode }) {
  const { node, loadNodeContent } = args
  const source = path.join(`content`, node.relativePath)
  const { api, problems } = await loadApiDescription(await loadNodeContent(node), source)
  const pageIds = (api?.pages ?? []).map(page =>
    createChildNode(
      args,
      node,
      { type: `ApiReferencePage`, name: page.path },
      { pagePath: page.path, model: page },
    ),
  )
  createChildNode(
    args,
    node,
    { type: `ApiDescription`, name: `ApiDescription` },
    {
      api: path.basename(path.dirname(node.relativePath)),
      source,
      downloadPath: api?.downloadPath ?? ``,
      document: api?.document ?? null,
      problems,
      // Its pages, linked by node id (schema.ts `@link`): the build reads each API with its own pages.
      pages: pageIds,
    },
  )
}

async function changelogNode(args: Args & { node: FileNode }) {
  const { node, loadNodeContent } = args
  const source = path.join(`content`, node.relativePath)
  let parsed: ReturnType<typeof parseChangelog>
  const text = await loadNodeContent(node)
  try {
    parsed = parseChangelog(yaml.load(text), source, text)
  } catch (error) {
    parsed = { entries: [], problems: [yamlErrorProblem(source, error)] }
  }
  createChildNode(args, node, { type: `Changelog`, name: `Changelog` }, { source, ...parsed })
}

export const onCreateNode: GatsbyNode[`onCreateNode`] = async args => {
  const { node } = args
  noteNodeChange()
  if (node.internal.type === `MarkdownRemark` && node.parent) return markdownFields(args)
  if (node.internal.type !== `File`) return undefined
  const file = node as FileNode
  if (file.base === `openapi.yaml`) return apiDescriptionNodes({ ...args, node: file })
  if (file.base === `changelog.yaml`) return changelogNode({ ...args, node: file })
  return undefined
}
