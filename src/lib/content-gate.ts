/*
 * The content gate: everything content turns into HTML passes an allowlist of elements, attributes
 * and URL schemes (src/config/content-allowlist.ts), and anything else stops the build, naming the
 * file and line and saying what to do. Nothing is removed silently, and nothing is guessed: what is
 * not listed is refused, however harmless it looks.
 *
 * Where content becomes HTML, and where it is checked:
 * - markdown: in the transformer's own syntax tree, before the other remark plugins, so each raw HTML
 *   block, link and image is checked at its line in the file (gatekeepMarkdown; the offending node
 *   becomes a marker that the build reports, see markerProblems);
 * - OpenAPI documents: every `description`, as marked renders it (src/api-reference/content-gate.ts);
 * - the changelog: every link of every entry (src/lib/changelog.ts).
 */
import { parseFragment } from "parse5"
import {
  ALLOWED_ELEMENTS,
  GLOBAL_ATTRIBUTES,
  LINK_ATTRIBUTES,
  LINK_SCHEMES,
  MEDIA_ATTRIBUTES,
} from "../config/content-allowlist"

export interface Finding {
  /** What was found, in the writer's terms: `a <meta> element`, `a javascript: link`. */
  what: string
  fix: string
  /** Line within the checked text, from 1. */
  line: number
  /** Text to look for in the source when the line must be found there (sequentially, in order). */
  needle: string
}

const ELEMENT_FIXES: Readonly<Record<string, string>> = {
  script: `content may not run script`,
  meta: `a meta refresh sends readers to another address; link to it instead`,
  style: `styles come from the site's stylesheet only`,
  form: `content may not send readers' input anywhere; link to the form instead`,
  iframe: `content may not embed other pages; link to it instead`,
  link: `content may not load other resources`,
  base: `content may not change where its links point`,
  svg: `use an image file next to index.md instead`,
}

/**
 * A URL's scheme as a browser reads it: tabs, newlines and other control characters inside it do
 * not count, nor does letter case (https://url.spec.whatwg.org/#concept-basic-url-parser).
 */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what a browser drops here
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, ``).toLowerCase()
  return /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1]
}

/** Why a URL a reader follows is not allowed, or undefined. */
export function linkFinding(url: string, line: number): Finding | undefined {
  const scheme = schemeOf(url)
  if (scheme === undefined || LINK_SCHEMES.includes(scheme)) return undefined
  return {
    what: `a ${scheme}: link`,
    fix: `link to a page of the site or to an ${LINK_SCHEMES.join(`:, `)}: address`,
    line,
    needle: url.trim().slice(0, 12),
  }
}

/** Why a URL the browser fetches on its own (an image) is not allowed, or undefined. */
export function mediaFinding(url: string, line: number): Finding | undefined {
  const external = url
    .split(`,`)
    .map(candidate => candidate.trim().split(/\s+/)[0] ?? ``)
    .find(candidate => schemeOf(candidate) !== undefined || candidate.startsWith(`//`))
  if (external === undefined) return undefined
  return {
    what: `an image from ${external.slice(0, 40)}`,
    fix: `images are files of the site: put the file next to index.md and refer to it by its name`,
    line,
    needle: external.slice(0, 12),
  }
}

/** Whether `relative`, taken from `folder` (a path inside a tree), leads above the tree's root. */
function climbsOut(folder: string, relative: string): boolean {
  let depth = folder.split(`/`).filter(Boolean).length
  for (const segment of relative.split(`/`)) {
    if (segment === `..`) depth -= 1
    else if (segment !== `.` && segment !== ``) depth += 1
    if (depth < 0) return true
  }
  return false
}

/**
 * Why a relative image path climbs out of the content tree, or undefined: `folder` is the page's folder
 * inside content/. Such a path names a file of the machine that builds the site, not of the site.
 */
export function outsideImageFinding(url: string, folder: string, line: number): Finding | undefined {
  const target = url.trim().split(/[?#]/)[0]
  if (schemeOf(target) !== undefined || target.startsWith(`/`) || target === ``) return undefined
  let decoded = target
  try {
    decoded = decodeURIComponent(target)
  } catch {
    // Not percent-encoded as a URL: checked as written.
  }
  if (!climbsOut(folder, decoded.replace(/\\/g, `/`))) return undefined
  return {
    what: `an image outside content/ (${target.slice(0, 60)})`,
    fix: `images are files of the site: put the file next to index.md and refer to it by its name`,
    line,
    needle: target.slice(0, 12),
  }
}

/**
 * A web or e-mail address in markdown text, where GitHub Flavored Markdown would link it (a little wider:
 * backticks settle an address GFM would have left as text). The site's parser
 * (plugins/gatsby-remark-gfm-syntax) links the first one of each piece of text; one left as text is this.
 */
const BARE_ADDRESS = /(?:https?:\/\/|www\.)[-\w][^\s<>]*|[-.\w+]+@[-\w]+(?:\.[-\w]+)+/i

/** Why text outside any link holds an address that readers would see unlinked, or undefined. */
export function bareAddressFinding(text: string, line: number): Finding | undefined {
  const match = BARE_ADDRESS.exec(text)
  if (!match) return undefined
  const address = match[0].replace(/[.,:;!?)]+$/, ``)
  // <…> links an address with a scheme or an e-mail address (CommonMark's autolinks), not www.….
  const target = /^www\./i.test(address) ? `https://${address}` : address
  return {
    what: `the address ${address.slice(0, 60)} as plain text`,
    fix: `write it as <${target}> or [words](${target}) to link it, or in backticks to show it as code`,
    line: line + text.slice(0, match.index).split(`\n`).length - 1,
    needle: address.slice(0, 12),
  }
}

interface ParsedNode {
  tagName?: string
  attrs?: Array<{ name: string; value: string; prefix?: string }>
  childNodes?: Array<ParsedNode>
  content?: ParsedNode
  sourceCodeLocation?: { startLine: number } | null
}

function attributeFindings(tag: string, node: ParsedNode, line: number): Array<Finding> {
  const allowed = new Set([...GLOBAL_ATTRIBUTES, ...(ALLOWED_ELEMENTS[tag] ?? [])])
  const findings: Array<Finding> = []
  for (const attribute of node.attrs ?? []) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name
    if (!allowed.has(name)) {
      const fix = name.startsWith(`on`)
        ? `content may not run script`
        : `it is not among the attributes content may use (src/config/content-allowlist.ts)`
      const article = /^[aeio]/.test(name) ? `an` : `a`
      findings.push({ what: `${article} ${name}= attribute on <${tag}>`, fix, line, needle: name })
    } else if (LINK_ATTRIBUTES.includes(name)) {
      const finding = linkFinding(attribute.value, line)
      if (finding) findings.push(finding)
    } else if (MEDIA_ATTRIBUTES.includes(name)) {
      const finding = mediaFinding(attribute.value, line)
      if (finding) findings.push(finding)
    }
  }
  if (tag === `input` && !(node.attrs ?? []).some(a => a.name === `type` && a.value === `checkbox`))
    findings.push({
      what: `an <input> that is not a task-list checkbox`,
      fix: `remove it`,
      line,
      needle: `<input`,
    })
  return findings
}

function walk(node: ParsedNode, into: Array<Finding>): void {
  const tag = node.tagName?.toLowerCase()
  if (tag) {
    const line = node.sourceCodeLocation?.startLine ?? 1
    if (!(tag in ALLOWED_ELEMENTS)) {
      const fix = `remove it; ${ELEMENT_FIXES[tag] ?? `it is not among the elements content may use (src/config/content-allowlist.ts)`}`
      // Whatever it holds goes with it: its contents are not reported again.
      into.push({ what: `a <${tag}> element`, fix, line, needle: `<${tag}` })
      return
    }
    into.push(...attributeFindings(tag, node, line))
  }
  for (const child of node.childNodes ?? []) walk(child, into)
  if (node.content) walk(node.content, into)
}

/** Everything in an HTML fragment the allowlist does not allow, in document order. */
export function htmlFindings(html: string): Array<Finding> {
  const findings: Array<Finding> = []
  walk(parseFragment(html, { sourceCodeLocationInfo: true }) as unknown as ParsedNode, findings)
  return findings
}

/**
 * Lines of findings in a source text the HTML was rendered from (a description in a YAML file): each
 * finding's needle is looked for after the previous one's, so the second `javascript:` of a field is
 * reported at its own line, not at the first one's. `firstLine` is the text's first line in its file.
 */
export function locateFindings(
  findings: ReadonlyArray<Finding>,
  text: string,
  firstLine: number,
): Array<number> {
  const lower = text.toLowerCase()
  let cursor = 0
  return findings.map(finding => {
    const at = lower.indexOf(finding.needle.toLowerCase(), cursor)
    if (at === -1) return firstLine + text.slice(0, cursor).split(`\n`).length - 1
    cursor = at + 1
    return firstLine + text.slice(0, at).split(`\n`).length - 1
  })
}

export function findingProblem(file: string, line: number, finding: Finding): string {
  return `${file}:${line}: ${finding.what}; ${finding.fix}`
}
