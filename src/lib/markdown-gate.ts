/*
 * The content gate inside markdown's own syntax tree (gatsby-transformer-remark's, handed to
 * plugins/gatsby-remark-content-gate): raw HTML blocks, links and images are checked where the writer
 * wrote them, so each problem has its exact line, and the other remark plugins' own markup (images,
 * heading anchors, code tabs) is never mistaken for content. An offending node is replaced by a
 * marker element; the build reads the markers back from the rendered HTML (markerProblems) and stops.
 * In `gatsby develop` the marker shows in the page, where the offending content was.
 */
import type { Node, Parent } from "unist"
import visit from "unist-util-visit"
import { elementsIn } from "./html-tree"
import { escapeHtml } from "./html"
import { htmlFindings, linkFinding, mediaFinding, type Finding } from "./content-gate"

export const MARKER_TAG = `docs-content-problem`

interface MarkdownNode extends Node {
  value?: string
  url?: string
  identifier?: string
  children?: Array<MarkdownNode>
}

function marker(findings: ReadonlyArray<Finding>): MarkdownNode {
  const value = findings
    .map(finding => {
      const message = escapeHtml(`${finding.what}; ${finding.fix}`)
      return `<${MARKER_TAG} data-line="${finding.line}" data-problem="${message}">Content problem: ${message}</${MARKER_TAG}>`
    })
    .join(``)
  return { type: `html`, value }
}

function definitionsOf(tree: MarkdownNode): Map<string, string> {
  const definitions = new Map<string, string>()
  visit(tree, `definition`, (node: MarkdownNode) => {
    if (node.identifier && node.url !== undefined) definitions.set(node.identifier, node.url)
  })
  return definitions
}

/** What is wrong with one node, at its lines in the markdown text; empty when nothing is. */
function nodeFindings(node: MarkdownNode, definitions: Map<string, string>): Array<Finding> {
  const line = node.position?.start.line ?? 1
  const at = (found: Array<Finding>) => found.map(finding => ({ ...finding, line: line + finding.line - 1 }))
  if (node.type === `html`) return at(htmlFindings(node.value ?? ``))
  const url = node.type === `imageReference` ? definitions.get(node.identifier ?? ``) : node.url
  if (url === undefined) return []
  const finding =
    node.type === `image` || node.type === `imageReference` ? mediaFinding(url, line) : linkFinding(url, line)
  return finding ? [finding] : []
}

const CHECKED = new Set([`html`, `link`, `image`, `imageReference`, `definition`])

/** Checks a markdown syntax tree in place: each offending node becomes a marker of its problems. */
export function gatekeepMarkdown(tree: MarkdownNode): void {
  const definitions = definitionsOf(tree)
  visit(tree, (node: MarkdownNode, index: number | null, parent?: Parent) => {
    if (!CHECKED.has(node.type) || !parent || index === null) return undefined
    const findings = nodeFindings(node, definitions)
    if (findings.length === 0) return undefined
    parent.children[index] = marker(findings)
    return visit.SKIP
  })
}

/** The problems the gate marked in a page's rendered HTML; `bodyLine` is the body's first line in the file. */
export function markerProblems(html: string, file: string, bodyLine: number): Array<string> {
  if (!html.includes(`<${MARKER_TAG}`)) return []
  return elementsIn(html)
    .filter(element => element.tag === MARKER_TAG)
    .map(element => {
      const line = bodyLine + Number(element.attributes.get(`data-line`) ?? 1) - 1
      return `${file}:${line}: ${element.attributes.get(`data-problem`) ?? `content the gate refused`}`
    })
}
