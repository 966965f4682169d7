/*
 * The explicit frontmatter schema. Validation is pure so the build can report every bad file at once,
 * naming each file and line and saying what to write. One reader finds and parses front matter for
 * the build and for every tool: gray-matter (what gatsby-transformer-remark splits the same files
 * with) with one YAML engine, the `yaml` package's core schema (set as the transformer's engine in
 * gatsby-config.ts). A YAML mistake is data, not a crash: the page still exists, so its mistake is the
 * only problem reported, with no cascade of broken links to it.
 */
import matter from "gray-matter"
import YAML, { type DocumentOptions, type ParseOptions, type SchemaOptions, type ToJSOptions } from "yaml"
import { FRONT_MATTER_MAX_ALIASES } from "../config/front-matter"
import { yamlErrorProblem } from "./yaml-errors"

export interface Frontmatter {
  title: string
  description?: string
  group?: string
  order?: number
  groups?: Array<string>
  /** Old addresses of this page, redirected to it like the rules of the redirect table. */
  redirect_from?: Array<string>
}

const KNOWN_KEYS = new Set([`title`, `description`, `group`, `order`, `groups`, `redirect_from`])

/** The key under which the YAML engine hands on a front-matter mistake instead of throwing. */
export const FRONTMATTER_ERROR_KEY = `__frontmatter_yaml_error`

/**
 * How front matter's YAML is read and written: YAML 1.2's core schema (`2024-01-01` stays a text, as
 * the schema types it) and few aliases (src/config/front-matter.ts).
 */
export const FRONTMATTER_YAML: ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions = {
  schema: `core`,
  maxAliasCount: FRONT_MATTER_MAX_ALIASES,
}

/**
 * gray-matter's YAML engine (gatsby-transformer-remark's `engines.yaml` option): a mistake becomes
 * `{ [FRONTMATTER_ERROR_KEY]: problem }` with its line counted from the opening `---` (gray-matter
 * hands on the rest of that line too), so it is the file's line.
 */
export function frontmatterYaml(text: string): Record<string, unknown> {
  try {
    const data: unknown = YAML.parse(text.replace(/\r\n?/g, `\n`), FRONTMATTER_YAML)
    return data && typeof data === `object` && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch (error) {
    return { [FRONTMATTER_ERROR_KEY]: yamlErrorProblem(``, error).replace(/^:? ?/, ``) }
  }
}

export interface FrontmatterReading {
  data: Record<string, unknown>
  /** The front matter's text as gray-matter cut it: from after the opening `---` to the closing one. */
  matter: string
  /** Where `matter` starts in the file's text; -1 when the file has no front matter. */
  matterStart: number
  body: string
  /** Where the body starts in the file's text, and on which line. */
  bodyStart: number
  bodyLine: number
}

const noCode = () => ({})

/** A markdown file's front matter and body, as the build reads them. */
export function readFrontmatter(text: string): FrontmatterReading {
  // With options, gray-matter neither caches nor shares the result between calls. A `---js` block
  // is never run: the transformer reads it as empty front matter too (jsFrontmatterEngine: false).
  const file = matter(text, { engines: { yaml: frontmatterYaml, js: noCode, javascript: noCode } })
  const body = file.content
  const bodyStart = text.length - body.length
  const opening = text.indexOf(`---`)
  const matterStart =
    opening >= 0 && opening <= 1 && text.startsWith(file.matter, opening + 3) && bodyStart > 0
      ? opening + 3
      : -1
  const data = file.data as Record<string, unknown>
  return {
    data,
    matter: file.matter,
    matterStart,
    body,
    bodyStart,
    bodyLine: text.slice(0, bodyStart).split(`\n`).length,
  }
}

/** `file:line` of a front matter key (line numbers of the file), or `file` when the text is not at hand. */
function where(file: string, text: string | undefined, key?: string): string {
  if (!text) return file
  const lines = text.split(`\n`)
  const index = key ? lines.findIndex((line, at) => at > 0 && line.startsWith(`${key}:`)) : -1
  return `${file}:${index >= 0 ? index + 1 : 1}`
}

const isText = (value: unknown) => typeof value === `string` && value.trim().length > 0
const isSet = (value: unknown) => value !== undefined && value !== null

/** What is wrong with each known key, by key (only the ones that are wrong). */
function keyProblems(data: Record<string, unknown>): Array<[key: string, problem: string]> {
  const problems: Array<[string, string]> = []
  if (!isText(data.title))
    problems.push([
      `title`,
      `frontmatter has no \`title\`; add \`title: <page title>\` between the --- lines`,
    ])
  if (isSet(data.description) && !isText(data.description))
    problems.push([`description`, `\`description\` must be a one-line text`])
  if (isSet(data.group) && !isText(data.group))
    problems.push([`group`, `\`group\` must be a text naming a group of the section index`])
  if (isSet(data.order) && !Number.isInteger(data.order))
    problems.push([
      `order`,
      `\`order\` must be a whole number, such as \`order: 10\` (got ${JSON.stringify(data.order)})`,
    ])
  if (isSet(data.groups) && !(Array.isArray(data.groups) && data.groups.every(isText)))
    problems.push([`groups`, `\`groups\` must be a list of group titles`])
  const redirects = data.redirect_from
  if (
    isSet(redirects) &&
    !(Array.isArray(redirects) && redirects.every(item => typeof item === `string` && item.startsWith(`/`)))
  ) {
    problems.push([
      `redirect_from`,
      typeof redirects === `string`
        ? `\`redirect_from\` must be a list, even of one address: write \`redirect_from: [${redirects}]\``
        : `\`redirect_from\` must be a list of old addresses, each starting with /, e.g. [/old/path/]`,
    ])
  }
  for (const key of Object.keys(data)) {
    if (!KNOWN_KEYS.has(key) && key !== FRONTMATTER_ERROR_KEY)
      problems.push([key, `unknown frontmatter key \`${key}\`; allowed: ${[...KNOWN_KEYS].join(`, `)}`])
  }
  return problems
}

/**
 * Every problem of a file's front matter, each naming the file and line when its text is given. A YAML
 * mistake is the only problem reported for the file: the keys after it were never read.
 */
export function frontmatterProblems(
  raw: Record<string, unknown> | null | undefined,
  file: string,
  text?: string,
): Array<string> {
  const data = raw ?? {}
  const yamlError = data[FRONTMATTER_ERROR_KEY]
  if (typeof yamlError === `string`) {
    const line = /^(\d+): /.exec(yamlError)
    const at = line && text ? `${file}:${Number(line[1])}` : file
    return [`${at}: the front matter is ${yamlError.replace(/^\d+: /, ``)}`]
  }
  return keyProblems(data).map(([key, problem]) => `${where(file, text, key)}: ${problem}`)
}

/**
 * A page's body must be text: bytes that are not UTF-8 come through as U+FFFD, and a NUL never
 * belongs in markdown. Such a file would ship as a page of replacement characters.
 */
export function bodyProblem(body: string, file: string, bodyLine = 1): string | undefined {
  // eslint-disable-next-line no-control-regex -- a NUL byte is what this looks for
  const first = body.search(/[\u0000\uFFFD]/)
  if (first === -1) return undefined
  const what = body.includes(`\u0000`)
    ? `it holds NUL bytes`
    : `${body.match(/\uFFFD/g)?.length} bytes are not UTF-8`
  const line = bodyLine + body.slice(0, first).split(`\n`).length - 1
  return `${file}:${line}: the page body is not text (${what}); save it as UTF-8 markdown, or keep a binary file next to index.md and link to it`
}

/** Pages with the same URL, as `url: file, file` lines. */
export function duplicateUrlProblems(pages: Array<{ path: string; source: string }>): Array<string> {
  const byPath = new Map<string, Array<string>>()
  for (const page of pages) byPath.set(page.path, [...(byPath.get(page.path) ?? []), page.source])
  return [...byPath]
    .filter(([, sources]) => sources.length > 1)
    .map(([path, sources]) => `${path} is claimed by more than one source: ${sources.join(`, `)}; keep one`)
}
