import { siteTitle, siteUrl } from "../config/site"
import { areaPath } from "../config/site-areas"
import { findingProblem, linkFinding, locateFindings, type Finding } from "./content-gate"
import { escapeHtml } from "./html"

/** The API changelog as data: entries, rendered newest first, with an RSS feed. */
export type ChangeKind = `added` | `changed` | `deprecated` | `removed`

export interface ChangelogEntry {
  date: string
  api: string
  kind: ChangeKind
  summary: string
  links: Array<string>
}

const CHANGELOG_SECTION = `${areaPath(`api-reference`)}changelog/`
export const CHANGELOG_PATH = `${CHANGELOG_SECTION}changelog/`
export const CHANGELOG_FEED_PATH = `${CHANGELOG_SECTION}feed.xml`
/** The changelog's title and description: its page, its navigation entry, its feed. */
export const CHANGELOG_TITLE = `API changelog`
export const CHANGELOG_DESCRIPTION = `Additions, changes, deprecations and removals across the APIs, newest first.`
const KINDS: Array<ChangeKind> = [`added`, `changed`, `deprecated`, `removed`]

const isChangeKind = (value: unknown): value is ChangeKind => KINDS.some(kind => kind === value)

/** Links of entries the gate refuses (a javascript: link…), at their lines in the file's text. */
function linkProblems(entries: ReadonlyArray<ChangelogEntry>, file: string, text: string): Array<string> {
  const findings = entries
    .flatMap(entry => entry.links)
    .map(link => linkFinding(link, 1))
    .filter((finding): finding is Finding => finding !== undefined)
  const lines = locateFindings(findings, text, 1)
  return findings.map((finding, index) => findingProblem(file, lines[index], finding))
}

/** `text` is the file as written, to name the line of an unsafe link. */
export function parseChangelog(
  raw: unknown,
  file: string,
  text = ``,
): { entries: Array<ChangelogEntry>; problems: Array<string> } {
  if (!Array.isArray(raw)) return { entries: [], problems: [`${file}: expected a list of entries`] }
  const problems: Array<string> = []
  const entries: Array<ChangelogEntry> = []
  raw.forEach((item: Record<string, unknown>, index) => {
    const where = `${file}: entry ${index + 1}`
    const date = item.date instanceof Date ? item.date.toISOString().slice(0, 10) : String(item.date ?? ``)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push(`${where}: date must be YYYY-MM-DD`)
    if (!isChangeKind(item.kind)) problems.push(`${where}: kind must be one of ${KINDS.join(`, `)}`)
    if (typeof item.api !== `string` || !item.api) problems.push(`${where}: api is missing`)
    if (typeof item.summary !== `string` || !item.summary) problems.push(`${where}: summary is missing`)
    const links = Array.isArray(item.links) ? item.links.map(String) : []
    entries.push({
      date,
      api: String(item.api),
      // A kind the check refused stays as written: its problem stops the build before any page shows it.
      kind: item.kind as ChangeKind,
      summary: String(item.summary),
      links,
    })
  })
  problems.push(...linkProblems(entries, file, text))
  entries.sort((a, b) => b.date.localeCompare(a.date))
  return { entries, problems }
}

/** Entries by month, newest first: the changelog's groups. */
export function byMonth(
  entries: Array<ChangelogEntry>,
): Array<{ month: string; entries: Array<ChangelogEntry> }> {
  const months = new Map<string, Array<ChangelogEntry>>()
  for (const entry of entries) {
    const month = new Date(`${entry.date}T00:00:00Z`).toLocaleDateString(`en-US`, {
      month: `long`,
      year: `numeric`,
      timeZone: `UTC`,
    })
    months.set(month, [...(months.get(month) ?? []), entry])
  }
  return [...months].map(([month, list]) => ({ month, entries: list }))
}

export function changelogFeed(entries: Array<ChangelogEntry>): string {
  const items = entries.map((entry, index) => {
    const link = `${siteUrl}${entry.links[0] ?? CHANGELOG_PATH}`
    return `<item><title>${escapeHtml(`${entry.api}: ${entry.kind}`)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="false">${entry.date}-${index}</guid><pubDate>${new Date(`${entry.date}T00:00:00Z`).toUTCString()}</pubDate><description>${escapeHtml(entry.summary)}</description></item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escapeHtml(`${siteTitle}: ${CHANGELOG_TITLE}`)}</title><link>${siteUrl}${CHANGELOG_PATH}</link><description>${escapeHtml(CHANGELOG_DESCRIPTION)}</description>${items.join(``)}</channel></rss>\n`
}
