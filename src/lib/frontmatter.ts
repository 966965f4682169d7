/**
 * The explicit frontmatter schema. Validation is pure so the build can report
 * every bad file at once, naming each file and saying what to write.
 */
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

export function frontmatterProblems(
  raw: Record<string, unknown> | null | undefined,
  file: string,
): Array<string> {
  const data = raw ?? {}
  const problems: Array<string> = []
  const isText = (value: unknown) => typeof value === `string` && value.trim().length > 0
  if (!isText(data.title))
    problems.push(`${file}: frontmatter has no \`title\`; add \`title: <page title>\` between the --- lines`)
  if (data.description !== undefined && data.description !== null && !isText(data.description)) {
    problems.push(`${file}: \`description\` must be a one-line text`)
  }
  if (data.group !== undefined && data.group !== null && !isText(data.group))
    problems.push(`${file}: \`group\` must be a text naming a group of the section index`)
  if (data.order !== undefined && data.order !== null && !Number.isFinite(data.order))
    problems.push(`${file}: \`order\` must be a number`)
  if (
    data.groups !== undefined &&
    data.groups !== null &&
    !(Array.isArray(data.groups) && data.groups.every(isText))
  ) {
    problems.push(`${file}: \`groups\` must be a list of group titles`)
  }
  if (
    data.redirect_from !== undefined &&
    data.redirect_from !== null &&
    !(
      Array.isArray(data.redirect_from) &&
      data.redirect_from.every(item => typeof item === `string` && item.startsWith(`/`))
    )
  ) {
    problems.push(
      `${file}: \`redirect_from\` must be a list of old addresses, each starting with /, e.g. [/old/path/]`,
    )
  }
  for (const key of Object.keys(data)) {
    if (!KNOWN_KEYS.has(key))
      problems.push(`${file}: unknown frontmatter key \`${key}\`; allowed: ${[...KNOWN_KEYS].join(`, `)}`)
  }
  return problems
}

/** Pages with the same URL, as `url: file, file` lines. */
export function duplicateUrlProblems(pages: Array<{ path: string; source: string }>): Array<string> {
  const byPath = new Map<string, Array<string>>()
  for (const page of pages) byPath.set(page.path, [...(byPath.get(page.path) ?? []), page.source])
  return [...byPath]
    .filter(([, sources]) => sources.length > 1)
    .map(([path, sources]) => `${path} is claimed by more than one source: ${sources.join(`, `)}; keep one`)
}
