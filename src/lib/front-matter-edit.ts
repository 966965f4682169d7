/*
 * Edits to a markdown file's front matter through the `yaml` package's document API: the front
 * matter is found by the one reader (readFrontmatter: gray-matter, as the build finds it), parsed
 * into a Document that keeps comments, key order and each value's quoting, edited, and written back
 * between the same delimiters; the body and everything around the front matter stay byte for byte.
 */
import YAML, { isSeq, type Document } from "yaml"
import { FRONTMATTER_YAML, readFrontmatter } from "./frontmatter"

export interface FrontMatterEdit {
  text: string
  /** The lines as they read after the edit (what a writer would add by hand); empty when nothing changed. */
  lines: Array<string>
}

/** How an edited front matter is written: flow lists as `[a, b]`, no folding of long values. */
const WRITE: YAML.ToStringOptions = { lineWidth: 0, flowCollectionPadding: false }

interface Parts {
  document: Document
  /** The file's text before the YAML, and after it (the closing `---` and the body). */
  before: string
  after: string
  /** The YAML as written, and its line ending. */
  yaml: string
  eol: string
}

function parts(markdown: string): Parts | undefined {
  const { matter, matterStart } = readFrontmatter(markdown)
  if (matterStart < 0) return undefined
  // gray-matter's cut starts with the rest of the opening line and ends before the closing line's
  // `\n` (keeping a `\r`): the YAML is what lies between.
  const lead = /^[^\n]*\n/.exec(matter)?.[0] ?? ``
  const trail = matter.length > lead.length && matter.endsWith(`\r`) ? `\r` : ``
  const eol = lead.endsWith(`\r\n`) || trail ? `\r\n` : `\n`
  const yaml = matter.slice(lead.length, matter.length - trail.length)
  const start = matterStart + lead.length
  return {
    document: YAML.parseDocument(yaml.replace(/\r\n/g, `\n`), FRONTMATTER_YAML),
    before: markdown.slice(0, start) + (lead ? `` : eol),
    after: trail + markdown.slice(start + yaml.length + trail.length),
    yaml,
    eol,
  }
}

/** The file with its front matter's YAML replaced by the document's, and the lines that changed. */
function written(markdown: string, part: Parts): FrontMatterEdit {
  // Block lists keep the writer's indentation: `- item` under its key, or indented.
  const indentSeq = !/^[^\s#][^\n]*:[ \t]*(#[^\n]*)?\r?\n- /m.test(part.yaml)
  const yaml = part.document
    .toString({ ...WRITE, indentSeq })
    .replace(/\n$/, ``)
    .split(`\n`)
    .join(part.eol)
  if (yaml === part.yaml) return { text: markdown, lines: [] }
  const before = new Set(part.yaml.split(part.eol))
  return {
    text: `${part.before}${yaml}${part.after}`,
    lines: yaml.split(part.eol).filter(line => !before.has(line)),
  }
}

/** A file without front matter gets one, in the file's line endings, before its text. */
function withNewFrontMatter(markdown: string, data: Record<string, unknown>): FrontMatterEdit {
  const eol = markdown.includes(`\r\n`) ? `\r\n` : `\n`
  const lines = new YAML.Document(data, FRONTMATTER_YAML).toString(WRITE).replace(/\n$/, ``).split(`\n`)
  return { text: [`---`, ...lines, `---`, markdown].join(eol), lines }
}

/** The values of a list (or a scalar, as a one-item list), as the build reads them. */
export function frontMatterList(markdown: string, key: string): Array<string> {
  const value = readFrontmatter(markdown).data[key]
  if (Array.isArray(value)) return value.map(String)
  return value === undefined || value === null ? [] : [String(value)]
}

/** The list `key` with `value` added at its end (the key is created when missing). */
export function addToFrontMatterList(markdown: string, key: string, value: string): FrontMatterEdit {
  const part = parts(markdown)
  if (!part) return withNewFrontMatter(markdown, { [key]: [value] })
  if (frontMatterList(markdown, key).includes(value)) return { text: markdown, lines: [] }
  const current = part.document.get(key, true)
  if (isSeq(current)) current.add(part.document.createNode(value))
  else if (current === undefined || current === null)
    part.document.set(key, part.document.createNode([value]))
  else part.document.set(key, part.document.createNode([...frontMatterList(markdown, key), value]))
  return written(markdown, part)
}

/** The list `key` without `value`; the key goes when its list is left empty. */
export function removeFromFrontMatterList(markdown: string, key: string, value: string): string {
  const part = parts(markdown)
  const current = part?.document.get(key, true)
  if (!part || !isSeq(current)) return markdown
  const index = current.items.findIndex(item => String(YAML.isScalar(item) ? item.value : item) === value)
  if (index === -1) return markdown
  current.items.splice(index, 1)
  if (current.items.length === 0) part.document.delete(key)
  return written(markdown, part).text
}

/** `key: value`, replacing the key's value (keeping its place and comment) or adding it at the end. */
export function setFrontMatterValue(markdown: string, key: string, value: string): FrontMatterEdit {
  const part = parts(markdown)
  if (!part) return withNewFrontMatter(markdown, { [key]: value })
  const current = part.document.get(key, true)
  if (YAML.isScalar(current)) current.value = value
  else part.document.set(key, value)
  return written(markdown, part)
}
