/*
 * The content tree as a boundary, checked before Gatsby sources its first node (gatsby/content-tree.ts
 * walks the tree and calls these). What a writer, or anyone with write access to content/, can put there
 * must not reach outside it, hang the build or take it down without a name: links out of the tree,
 * folder names no clean URL can hold, OpenAPI `$ref`s to other files or the network, YAML alias bombs
 * and markdown nested deep enough to exhaust the parser's stack. Each problem names its file (and line)
 * and the fix; the parsers that come later never see the input.
 */
import path from "path"
import { isScalar, LineCounter, parseDocument, visit, type Document } from "yaml"
import { MARKDOWN_MAX_NESTING, UNCLEAN_FOLDER_CHARACTERS } from "../config/content-tree"
import { YAML_MAX_ALIAS_COUNT } from "../config/yaml-limits"

/** A symbolic link (or anything but a file or a folder) found in the tree; `source` is its repository path. */
export function linkProblem(source: string, target: string | undefined): string {
  if (target === undefined)
    return `${source}: not a file or a folder (a pipe, socket or device); content holds files only: remove it`
  return (
    `${source}: a symbolic link (to ${target}); content is read from real files inside content/ only: ` +
    `replace the link with the files themselves, or remove it`
  )
}

/** Folder names (repository paths) no clean URL can hold, and folders that differ only in letter case. */
export function folderNameProblems(folders: ReadonlyArray<string>): Array<string> {
  const problems: Array<string> = []
  const byAddress = new Map<string, string>()
  for (const folder of [...folders].sort()) {
    const name = path.posix.basename(folder)
    const unclean = UNCLEAN_FOLDER_CHARACTERS.find(([character]) => character.test(name))
    if (unclean)
      problems.push(
        `${JSON.stringify(folder)}: the folder name is a page's address, and ${unclean[1]}; ` +
          `rename the folder with lowercase letters, digits and hyphens`,
      )
    // Within one parent: folders under two such parents are named once, by their parents.
    const address = `${path.posix.dirname(folder)}/${name.toLowerCase()}`
    const other = byAddress.get(address)
    if (other)
      problems.push(
        `${other} and ${folder}: folders whose names differ only in letter case are one address on hosts ` +
          `that ignore case; rename one of them, or merge them`,
      )
    else byAddress.set(address, folder)
  }
  return problems
}

const FIX_REF = `copy the schema into this document under \`components\` and write \`$ref: '#/components/…'\``

/** Why one `$ref` of `file` (a repository path under content/) is refused, or undefined. */
function refProblem(ref: string, file: string): string | undefined {
  if (ref.startsWith(`#`)) return undefined
  const target = ref.split(`#`)[0]
  if (/^[a-z][a-z\d+.-]+:/i.test(target) || target.startsWith(`//`))
    return `\`$ref: ${ref}\` is an address on the network, which the build never fetches; ${FIX_REF}`
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target.replace(/\\/g, `/`)))
  if (path.posix.isAbsolute(target) || /^[a-z]:/i.test(target) || !resolved.startsWith(`content/`))
    return `\`$ref: ${ref}\` points outside content/; ${FIX_REF}`
  return `\`$ref: ${ref}\` points to another file, and each API is read from its one openapi.yaml; ${FIX_REF}`
}

function lineAt(lines: LineCounter, offset: number | undefined, lineOffset: number): number {
  return lines.linePos(offset ?? 0).line + lineOffset
}

/** The first alias in a document, if it has any (only then can it expand). */
function firstAlias(document: Document): number | undefined {
  let offset: number | undefined
  visit(document, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0
      return visit.BREAK
    },
  })
  return offset
}

/*
 * The `yaml` package reads a document with positions (for the line) and bounds its aliases, but takes
 * seconds over the OpenAPI documents; these two tests pick the texts it must read. Each matches more
 * than it needs to, never less: an alias (`*name`) can stand only where a node starts and ends where
 * the node does, and a `$ref` that stays in the document starts with `#` (an escaped key, `"\u0024ref"`,
 * is read too). Whatever they let through, the OpenAPI parser resolves no reference outside the
 * document anyway (src/api-reference/load.ts).
 */
const NODE_START = String.raw`(?:^[ \t]*(?:[-?:][ \t]+)*|[:?-][ \t]+|[[{,:][ \t]*)`
const MAY_ALIAS = new RegExp(`${NODE_START}\\*[^\\s[\\]{},]+[ \\t]*(?:$|[,\\]}#]|:(?:[ \\t]|$))`, `m`)
const MAY_LEAVE = /\$ref['"]?[ \t]*(?::[ \t]*(?:[^\s'"#]|['"][^#]|\r?\n)|\r?\n)|\\(?:x24|u0024|U00000024)/

/**
 * A YAML text's `$ref`s that leave the document (`refs`: OpenAPI documents and any YAML beside them)
 * and its aliases when they expand beyond YAML_MAX_ALIAS_COUNT. `lineOffset` is the number of lines
 * above the text in its file (front matter starts below its `---`). A text that is not YAML is left to
 * its reader, which names the mistake.
 */
export function yamlProblems(text: string, file: string, options: { lineOffset?: number; refs: boolean }) {
  const checkRefs = options.refs && MAY_LEAVE.test(text)
  if (!checkRefs && !MAY_ALIAS.test(text)) return []
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines })
  if (document.errors.length > 0) return []
  const offset = options.lineOffset ?? 0
  const problems: Array<string> = []
  if (checkRefs)
    visit(document, {
      Pair(_, pair) {
        if (!isScalar(pair.key) || pair.key.value !== `$ref` || !isScalar(pair.value)) return
        const problem = refProblem(String(pair.value.value), file)
        if (problem) problems.push(`${file}:${lineAt(lines, pair.key.range?.[0], offset)}: ${problem}`)
      },
    })
  const alias = firstAlias(document)
  if (alias !== undefined) {
    try {
      document.toJS({ maxAliasCount: YAML_MAX_ALIAS_COUNT })
    } catch {
      problems.push(
        `${file}:${lineAt(lines, alias, offset)}: YAML aliases (*name) that expand to more than ` +
          `${YAML_MAX_ALIAS_COUNT} copies, which would exhaust memory; write the values out instead`,
      )
    }
  }
  return problems
}

const CONTAINER = /^[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/

/**
 * How deep one line's lists and quotes nest, counted without a parser: each `>` and list marker
 * before the text, plus one level for every two columns of indentation but the space after each
 * marker (a nested list item is indented by its parent's marker). It may count a level too many,
 * never too few; it stops counting past `limit`.
 */
export function nestingOf(line: string, limit = MARKDOWN_MAX_NESTING): number {
  let rest = line
  let depth = 0
  let columns = 0
  for (;;) {
    const match = CONTAINER.exec(rest)
    const indent = /^[ \t]*/.exec(rest)?.[0] ?? ``
    // The one space that ends a marker is part of it.
    columns += Math.max(0, indent.replace(/\t/g, `    `).length - (depth > 0 ? 1 : 0))
    if (!match || depth + Math.floor(columns / 2) > limit) return depth + Math.floor(columns / 2)
    depth += 1
    rest = rest.slice(match[0].length)
  }
}

/**
 * Markdown lists or quotes nested beyond MARKDOWN_MAX_NESTING (remark and the HTML it makes recurse per
 * level: 10,000 levels exhaust the stack or hang the build). Fenced code is not counted.
 */
export function nestingProblem(body: string, file: string, bodyLine: number): string | undefined {
  let fence: string | undefined
  const lines = body.split(`\n`)
  for (const [index, line] of lines.entries()) {
    const marker = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined
      continue
    }
    if (fence !== undefined) continue
    if (nestingOf(line) > MARKDOWN_MAX_NESTING)
      return (
        `${file}:${bodyLine + index}: lists or quotes nested more than ${MARKDOWN_MAX_NESTING} levels ` +
        `deep; flatten them, or split the page`
      )
  }
  return undefined
}
