/*
 * The content gate over an OpenAPI document: every `description`, at any depth (tags, operations,
 * parameters, request bodies, responses, schema properties), is rendered as marked renders it for the
 * page and checked against the allowlist (src/lib/content-gate.ts). Each problem names the line in
 * the YAML file: the description's own line, found with the `yaml` package's positions, plus the line
 * of the offending text within it.
 */
import { marked } from "marked"
import { isScalar, LineCounter, parseDocument, type Document } from "yaml"
import { findingProblem, htmlFindings, locateFindings } from "../lib/content-gate"

interface Description {
  segments: Array<string | number>
  text: string
}

function descriptionsOf(value: unknown, segments: Array<string | number>, into: Array<Description>): void {
  if (Array.isArray(value)) value.forEach((item, index) => descriptionsOf(item, [...segments, index], into))
  else if (value && typeof value === `object`) {
    for (const [key, child] of Object.entries(value)) {
      if (key === `description` && typeof child === `string`)
        into.push({ segments: [...segments, key], text: child })
      else descriptionsOf(child, [...segments, key], into)
    }
  }
}

/** The first line of a description's text in the file (block scalars start below their `|`). */
function firstLineOf(document: Document, lines: LineCounter, segments: Array<string | number>): number {
  const node = document.getIn(segments, true)
  if (!isScalar(node) || !node.range) return 1
  const { line } = lines.linePos(node.range[0])
  return node.type === `BLOCK_LITERAL` || node.type === `BLOCK_FOLDED` ? line + 1 : line
}

export function openApiContentProblems(document: unknown, text: string, file: string): Array<string> {
  const descriptions: Array<Description> = []
  descriptionsOf(document, [], descriptions)
  const found = descriptions
    .map(description => ({
      description,
      findings: htmlFindings(marked.parse(description.text, { async: false }) as string),
    }))
    .filter(entry => entry.findings.length > 0)
  if (found.length === 0) return []
  const lines = new LineCounter()
  const parsed = parseDocument(text, { lineCounter: lines })
  return found.flatMap(({ description, findings }) => {
    const first = firstLineOf(parsed, lines, description.segments)
    const at = locateFindings(findings, description.text, first)
    return findings.map((finding, index) => findingProblem(file, at[index], finding))
  })
}
