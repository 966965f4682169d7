// The search result model: turns what Pagefind returns for a page into what the
// search box shows, and decides keyboard movement. Pure, so every rule is unit-tested without a browser.

/** The part of Pagefind's per-page result data the site uses (Pagefind 1.x `result.data()`). */
export interface PagefindLocation {
  weight: number
  balanced_score: number
  location: number
}

export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  locations?: Array<number>
  weighted_locations?: Array<PagefindLocation>
}

export interface PagefindResultData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  sub_results?: Array<PagefindSubResult>
}

/** A run of excerpt text; `highlighted` runs are the words that matched. */
export interface TextSegment {
  text: string
  highlighted: boolean
}

export interface SearchHeading {
  title: string
  url: string
  excerpt: Array<TextSegment>
}

export interface SearchHit {
  url: string
  title: string
  section: string
  excerpt: Array<TextSegment>
  headings: Array<SearchHeading>
}

/** One row the reader can move to with the arrow keys: a page, or a heading inside it. */
export interface SearchOption {
  url: string
  kind: `page` | `heading`
}

const ENTITIES: Record<string, string> = { amp: `&`, lt: `<`, gt: `>`, quot: `"`, apos: `'`, nbsp: `\u00a0` }

/** Decodes the HTML entities Pagefind's excerpts contain (named, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== `#`) return ENTITIES[code.toLowerCase()] ?? whole
    const value = code[1].toLowerCase() === `x` ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
    return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole
  })
}

/**
 * Splits an excerpt into plain and highlighted runs. Pagefind marks matches with `<mark>`; any other
 * tag is dropped, so the excerpt is rendered as text and never as HTML.
 */
export function parseHighlights(excerpt: string): Array<TextSegment> {
  const segments: Array<TextSegment> = []
  let highlighted = false
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) highlighted = true
    else if (/^<\/mark>$/i.test(part)) highlighted = false
    else {
      const text = decodeEntities(part.replace(/<[^>]*>/g, ``))
      if (!text) continue
      const last = segments[segments.length - 1]
      if (last && last.highlighted === highlighted) last.text += text
      else segments.push({ text, highlighted })
    }
  }
  return segments
}

/** How strongly a heading's section matched: the sum of its weighted word scores. */
export function headingScore(subResult: PagefindSubResult): number {
  const weighted = subResult.weighted_locations ?? []
  if (weighted.length > 0) return weighted.reduce((sum, location) => sum + location.balanced_score, 0)
  return subResult.locations?.length ?? 0
}

const normalised = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ` `)

/** Whether a heading's excerpt holds `phrase` (a normalised query of two words or more). */
function holdsPhrase(subResult: PagefindSubResult, phrase: string): boolean {
  if (!phrase.includes(` `)) return false
  const text = parseHighlights(subResult.excerpt)
    .map(segment => segment.text)
    .join(``)
  return normalised(text).includes(phrase)
}

/**
 * The headings worth showing under a page: those with an anchor (not the page itself) and at least
 * one match, best first; ties keep the page's order. A heading whose excerpt holds the whole query
 * goes first: on a page of operations whose paths share their words, "GET /api/export/reviews" wants
 * the operation with that path, not the one whose title also says "get".
 */
export function bestHeadings(data: PagefindResultData, limit: number, query = ``): Array<SearchHeading> {
  const phrase = normalised(query)
  return (data.sub_results ?? [])
    .map((subResult, order) => ({
      subResult,
      order,
      score: headingScore(subResult),
      holdsQuery: holdsPhrase(subResult, phrase),
    }))
    .filter(({ subResult, score }) => subResult.url.includes(`#`) && score > 0)
    .sort((a, b) => Number(b.holdsQuery) - Number(a.holdsQuery) || b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ subResult }) => ({
      title: decodeEntities(subResult.title),
      url: subResult.url,
      excerpt: parseHighlights(subResult.excerpt),
    }))
}

export function toSearchHit(data: PagefindResultData, headingLimit: number, query = ``): SearchHit {
  return {
    url: data.url,
    title: decodeEntities(data.meta.title ?? data.url),
    section: decodeEntities(data.meta.section ?? ``),
    excerpt: parseHighlights(data.excerpt),
    headings: bestHeadings(data, headingLimit, query),
  }
}

/**
 * Pages titled exactly as the query go first, the rest keep Pagefind's order. Pagefind ranks by the
 * words in the whole page, so "Webhooks" can put guides that say "webhook" fifty times above the
 * page called Webhooks; a reader who types a page's name wants that page.
 */
export function promoteExactTitles(hits: Array<SearchHit>, query: string): Array<SearchHit> {
  const wanted = normalised(query)
  return [
    ...hits.filter(hit => normalised(hit.title) === wanted),
    ...hits.filter(hit => normalised(hit.title) !== wanted),
  ]
}

/** Every row in the order the arrow keys visit them: each page, then its headings. */
export function searchOptions(hits: Array<SearchHit>): Array<SearchOption> {
  return hits.flatMap(hit => [
    { url: hit.url, kind: `page` as const },
    ...hit.headings.map(heading => ({ url: heading.url, kind: `heading` as const })),
  ])
}

/** The next active row for a key press; -1 means none. Wraps at both ends, like a listbox. */
export function moveActive(active: number, key: string, count: number): number {
  if (count === 0) return -1
  if (key === `ArrowDown`) return active < 0 || active >= count - 1 ? 0 : active + 1
  if (key === `ArrowUp`) return active <= 0 ? count - 1 : active - 1
  if (key === `Home`) return 0
  if (key === `End`) return count - 1
  return active
}

/** Whether a `/` typed here is text (an input, a text area, an editable element) rather than the shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== `string`) return false
  const element = target as HTMLElement
  return /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.isContentEditable === true
}
