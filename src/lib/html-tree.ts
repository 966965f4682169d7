import { parseFragment } from "parse5"

// Rendered HTML read as a browser reads it (parse5 implements the WHATWG parsing algorithm): attributes
// in any quoting, entities decoded, SVG and template contents included. The build's checks of links and
// of content safety run on this, never on regular expressions over the text.

export interface HtmlElement {
  tag: string
  /** Attribute names as written (`xlink:href` keeps its prefix), values decoded. */
  attributes: Map<string, string>
  /** Line of the element in the HTML given, from 1. */
  line: number
  /** A script's or style's text, exactly as written. */
  text?: string
}

interface ParsedNode {
  nodeName: string
  value?: string
  tagName?: string
  attrs?: Array<{ name: string; value: string; prefix?: string }>
  childNodes?: Array<ParsedNode>
  content?: ParsedNode
  sourceCodeLocation?: { startLine: number } | null
}

function collect(node: ParsedNode, into: Array<HtmlElement>): void {
  if (node.tagName) {
    const attributes = new Map(
      (node.attrs ?? []).map(attribute => [
        attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name,
        attribute.value,
      ]),
    )
    const tag = node.tagName.toLowerCase()
    const text =
      tag === `script` || tag === `style`
        ? (node.childNodes ?? []).map(child => child.value ?? ``).join(``)
        : undefined
    into.push({ tag, attributes, line: node.sourceCodeLocation?.startLine ?? 1, text })
  }
  for (const child of node.childNodes ?? []) collect(child, into)
  if (node.content) collect(node.content, into)
}

/**
 * Every element of an HTML fragment, in document order. `lines: false` leaves every `line` at 1: parse5
 * parses more than twice as fast without tracking where each node is, which the link check of
 * thousands of pages does not need.
 */
export function elementsIn(html: string, { lines = true }: { lines?: boolean } = {}): Array<HtmlElement> {
  const elements: Array<HtmlElement> = []
  collect(parseFragment(html, { sourceCodeLocationInfo: lines }) as unknown as ParsedNode, elements)
  return elements
}
