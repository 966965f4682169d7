/*
 * The content gate inside markdown's own syntax tree (gatsby-transformer-remark's, handed to
 * plugins/gatsby-remark-content-gate): raw HTML blocks, links, images and any web or e-mail address
 * left as plain text (see bareAddressFinding) are checked where the writer wrote them, so each problem
 * has its exact line, and the other remark plugins' own markup (images, heading anchors, code tabs) is
 * never mistaken for content. An offending node is replaced by a marker element; the build reads the
 * markers back from the rendered HTML (markerProblems) and stops. In `gatsby develop` the marker shows
 * in the page, where the offending content was.
 */
import type { Node, Parent } from "unist"
import visit from "unist-util-visit"
import { elementsIn } from "./html-tree"
import { escapeHtml } from "./html"
import {
  bareAddressFinding,
  htmlFindings,
  linkFinding,
  mediaFinding,
  outsideImageFinding,
  type Finding,
} from "./content-gate"

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

/** The text a node holds: its value, or its children's joined. */
function textOf(node: MarkdownNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join(``)
}

/**
 * The line a node starts at. Text that a pass after parsing split around a link (GFM's bare addresses)
 * has no position: it starts where the last sibling before it with a position ends (or on its parent's
 * first line), plus the line breaks in the siblings between.
 */
function startLine(node: MarkdownNode, parent: Parent, index: number): number {
  if (node.position) return node.position.start.line
  const siblings = (parent.children as Array<MarkdownNode>).slice(0, index)
  const placed = siblings.findLastIndex(sibling => sibling.position)
  const from = siblings[placed]?.position?.end.line ?? parent.position?.start.line ?? 1
  const between = siblings
    .slice(placed + 1)
    .map(textOf)
    .join(``)
  return from + between.split(`\n`).length - 1
}

/** What is wrong with one node, at its lines in the markdown text; empty when nothing is. */
function nodeFindings(
  node: MarkdownNode,
  line: number,
  definitions: Map<string, string>,
  folder: string,
): Array<Finding> {
  const at = (found: Array<Finding>) => found.map(finding => ({ ...finding, line: line + finding.line - 1 }))
  if (node.type === `html`) return at(htmlFindings(node.value ?? ``))
  if (node.type === `text`) {
    const finding = bareAddressFinding(node.value ?? ``, line)
    return finding ? [finding] : []
  }
  const url = node.type === `imageReference` ? definitions.get(node.identifier ?? ``) : node.url
  if (url === undefined) return []
  const finding =
    node.type === `image` || node.type === `imageReference`
      ? (mediaFinding(url, line) ?? outsideImageFinding(url, folder, line))
      : linkFinding(url, line)
  return finding ? [finding] : []
}

const CHECKED = new Set([`html`, `link`, `image`, `imageReference`, `definition`, `text`])

/** The text nodes inside links, whose addresses are the link's words. */
function linkWords(tree: MarkdownNode): Set<MarkdownNode> {
  const words = new Set<MarkdownNode>()
  visit(tree, [`link`, `linkReference`], (link: MarkdownNode) => {
    visit(link, `text`, (text: MarkdownNode) => {
      words.add(text)
    })
  })
  return words
}

/**
 * Checks a markdown syntax tree in place: each offending node becomes a marker of its problems.
 * `folder` is the page's folder inside content/, against which relative images are resolved.
 */
export function gatekeepMarkdown(tree: MarkdownNode, folder = ``): void {
  const definitions = definitionsOf(tree)
  const inLinks = linkWords(tree)
  visit(tree, (node: MarkdownNode, index: number | null, parent?: Parent) => {
    if (!CHECKED.has(node.type) || !parent || index === null || inLinks.has(node)) return undefined
    const findings = nodeFindings(node, startLine(node, parent, index), definitions, folder)
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
