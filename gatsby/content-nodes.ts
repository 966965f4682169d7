import type { GatsbyNode } from "gatsby"
import path from "path"
import { frontmatterProblems } from "../src/lib/frontmatter"
import { expandProductTokens, folderToPagePath } from "../src/lib/paths"

/**
 * Markdown file -> page fields (issue 2, item 4): the URL is the folder path, titles and
 * descriptions get the product name; a file that breaks the schema stops the build naming it.
 */
export const onCreateNode: GatsbyNode[`onCreateNode`] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== `MarkdownRemark` || !node.parent) return
  const file = getNode(node.parent) as unknown as {
    relativePath: string
    relativeDirectory: string
    base: string
  }
  const source = path.join(`content`, file.relativePath)
  if (file.base !== `index.md`) {
    reporter.panicOnBuild(
      `${source}: a page is a folder holding index.md; move it to ${path.join(`content`, file.relativeDirectory, path.parse(file.base).name, `index.md`)}`,
    )
    return
  }
  const frontmatter = node.frontmatter as Record<string, unknown>
  const problems = frontmatterProblems(frontmatter, source)
  if (problems.length > 0) {
    reporter.panicOnBuild(problems.join(`\n`))
    return
  }
  const fields = {
    pagePath: folderToPagePath(file.relativeDirectory),
    title: expandProductTokens(String(frontmatter.title)),
    description: expandProductTokens(String(frontmatter.description ?? ``)),
    source,
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value })
}
