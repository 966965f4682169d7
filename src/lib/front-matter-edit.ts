/*
 * Edits to a markdown file's front matter as text, so everything else (comments, quoting, the order of
 * keys, the body) stays exactly as the writer left it; a YAML round trip would rewrite it all. Only
 * the shapes the site's front matter uses are handled: a scalar `key: value`, a block list
 * (`key:` then `  - item` lines) and a flow list (`key: [a, b]`).
 */
export interface FrontMatterEdit {
  text: string
  /** The lines as they read after the edit (what a writer would add by hand); empty when nothing changed. */
  lines: Array<string>
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/

interface Parts {
  head: Array<string>
  start: number
  end: number
  lines: Array<string>
}

function split(markdown: string): Parts | undefined {
  const match = FRONT_MATTER.exec(markdown)
  if (!match) return undefined
  const lines = markdown.split(`\n`)
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === `---`)
  return { head: lines.slice(1, end), start: 1, end, lines }
}

function join(parts: Parts, head: Array<string>): string {
  return [...parts.lines.slice(0, parts.start), ...head, ...parts.lines.slice(parts.end)].join(`\n`)
}

/** Where `key:` sits in the front matter: its line, and the block-list item lines after it. */
function locate(head: Array<string>, key: string): { at: number; items: number } | undefined {
  const at = head.findIndex(line => line.startsWith(`${key}:`))
  if (at === -1) return undefined
  let items = 0
  while (at + items + 1 < head.length && /^\s+-\s/.test(head[at + items + 1])) items++
  return { at, items }
}

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, `$2`)

/** The values of a list (or a scalar, as a one-item list) as written, unquoted. */
export function frontMatterList(markdown: string, key: string): Array<string> {
  const parts = split(markdown)
  const place = parts && locate(parts.head, key)
  if (!parts || !place) return []
  const inline = parts.head[place.at].slice(key.length + 1).trim()
  if (inline.startsWith(`[`))
    return inline
      .replace(/^\[|\]$/g, ``)
      .split(`,`)
      .map(unquote)
      .filter(Boolean)
  if (inline) return [unquote(inline)]
  return parts.head
    .slice(place.at + 1, place.at + 1 + place.items)
    .map(line => unquote(line.replace(/^\s+-\s/, ``)))
}

/** The list `key` with `value` added at its end (the key is created when missing). */
export function addToFrontMatterList(markdown: string, key: string, value: string): FrontMatterEdit {
  const parts = split(markdown)
  if (!parts) {
    const lines = [`${key}:`, `  - ${value}`]
    return { text: [`---`, ...lines, `---`, markdown].join(`\n`), lines }
  }
  if (frontMatterList(markdown, key).includes(value)) return { text: markdown, lines: [] }
  const head = [...parts.head]
  const place = locate(head, key)
  if (!place) {
    const lines = [`${key}:`, `  - ${value}`]
    return { text: join(parts, [...head, ...lines]), lines }
  }
  const inline = head[place.at].slice(key.length + 1).trim()
  if (inline) {
    const values = [...frontMatterList(markdown, key), value]
    const line = `${key}: [${values.join(`, `)}]`
    head[place.at] = line
    return { text: join(parts, head), lines: [line] }
  }
  const indent = place.items > 0 ? (/^(\s+)-/.exec(head[place.at + place.items])?.[1] ?? `  `) : `  `
  const line = `${indent}- ${value}`
  head.splice(place.at + place.items + 1, 0, line)
  return { text: join(parts, head), lines: [line] }
}

/** The list `key` without `value`; the key goes when its list is left empty. */
export function removeFromFrontMatterList(markdown: string, key: string, value: string): string {
  const parts = split(markdown)
  const place = parts && locate(parts.head, key)
  if (!parts || !place) return markdown
  const values = frontMatterList(markdown, key)
  if (!values.includes(value)) return markdown
  const head = [...parts.head]
  const rest = values.filter(item => item !== value)
  const inline = head[place.at].slice(key.length + 1).trim()
  if (inline || rest.length === 0) {
    const replacement = rest.length === 0 ? [] : [`${key}: [${rest.join(`, `)}]`]
    head.splice(place.at, 1 + place.items, ...replacement)
  } else {
    const index = values.indexOf(value)
    head.splice(place.at + 1 + index, 1)
  }
  return join(parts, head)
}

/** `key: value`, replacing the key's line (and any list under it) or adding it at the end. */
export function setFrontMatterValue(markdown: string, key: string, value: string): FrontMatterEdit {
  const parts = split(markdown)
  const line = `${key}: ${value}`
  if (!parts) return { text: [`---`, line, `---`, markdown].join(`\n`), lines: [line] }
  const head = [...parts.head]
  const place = locate(head, key)
  if (place) head.splice(place.at, 1 + place.items, line)
  else head.push(line)
  return { text: join(parts, head), lines: [line] }
}
