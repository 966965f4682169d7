/*
 * The rows of the log-mining report: the top misses the table does not answer exactly, each with the
 * rule that would catch it. The page a rule names comes from the 404 page's own engine
 * (src/search/suggest-pages.ts) over the built search index.
 */
import { addressKey } from "../../redirects/address"
import type { Resolution } from "../../redirects/lookup"
import { oldAddressProblem } from "../../redirects/pipeline"
import { familyRow } from "../../redirects/rule-text"
import type { MissTally } from "../../redirects/traffic/miss-counter"
import { searchResultLimit } from "../../src/config/search"
import { product } from "../../src/config/site"
import type { SearchFunction } from "../../src/search/pagefind"
import type { SearchHit } from "../../src/search/result-model"
import { suggestPages } from "../../src/search/suggest-pages"
import type { LogReading } from "./read-log"

export interface MissRow {
  tally: MissTally
  /** Where the table sends it now: nowhere, or a family's closest section. */
  fallback?: string
  suggestion?: { path: string; title: string; query: string }
  /** The rule, ready to paste; absent when no page fits or the address cannot be a rule. */
  rule?: string
  problem?: string
}

/**
 * A rule is pasted as is, so it must name a page the address is about: one whose title or address has a
 * word of the query (or its plural or singular), not one that only mentions it in its text.
 */
function namesAWordOf(hit: SearchHit, query: string): boolean {
  const named = new Set(`${hit.title} ${hit.url}`.toLowerCase().split(/[^a-z0-9]+/))
  return query
    .split(` `)
    .some(word => named.has(word) || named.has(`${word}s`) || named.has(word.replace(/s$/, ``)))
}

/** An address's segments in the table's normal form (`/doc/v2/Custom-Data/intro.html` -> doc, v2, custom-data, intro). */
function segmentsOf(path: string): Array<string> {
  return addressKey(path).split(`/`).filter(Boolean)
}

function wordsOf(segments: ReadonlyArray<string>): Set<string> {
  return new Set(segments.flatMap(segment => segment.split(/[^a-z0-9]+/)).filter(Boolean))
}

/**
 * The page a missed address most likely meant: of the pages the 404 page's search offers, and of the
 * pages whose own address holds two of its segments whole (`apps-support-api`, `introduction`), the one
 * that shares most whole segments with it, then most words (`/old/sales-crm/users` -> the Sales CRM API's
 * Users, not the Ticketing API's), then has fewest segments of its own beyond them
 * (`/doc/v2/agent-availability/introduction` -> `/api-reference/agent-availability/introduction/`, not
 * a deeper introduction); ties keep the search's order. Every word counts here, even those too common to
 * search for (`/old/custom-data/introduction` -> the Custom Data API's introduction).
 */
export function closestHit(
  hits: Array<SearchHit>,
  address: string,
  pages: ReadonlySet<string>,
  query: string,
): SearchHit | undefined {
  const wanted = segmentsOf(address)
  const wantedWords = wordsOf(wanted)
  const score = (url: string) => {
    const segments = segmentsOf(url)
    const whole = new Set(segments.filter(segment => wanted.includes(segment))).size
    const words = [...wordsOf(segments)].filter(word => wantedWords.has(word)).length
    return [whole, words, -segments.filter(segment => !wanted.includes(segment)).length]
  }
  const byPath = [...pages]
    .filter(page => !hits.some(hit => hit.url === page) && score(page)[0] >= Math.min(2, wanted.length))
    .map((page): SearchHit => ({ url: page, title: page, section: ``, excerpt: [], headings: [] }))
  const better = (a: Array<number>, b: Array<number>) => {
    const index = a.findIndex((value, at) => value !== b[at])
    return index >= 0 && a[index] > b[index]
  }
  return [...hits.filter(hit => pages.has(hit.url) && namesAWordOf(hit, query)), ...byPath].reduce<
    SearchHit | undefined
  >((best, hit) => (!best || better(score(hit.url), score(best.url)) ? hit : best), undefined)
}

/** The top misses the table does not answer exactly (a fallback counts as a miss: the reader lost the page). */
export async function missRows(
  reading: LogReading,
  resolve: (key: string) => Resolution | undefined,
  pages: ReadonlySet<string>,
  search: SearchFunction,
  top: number,
): Promise<{ rows: Array<MissRow>; answered: number }> {
  const rows: Array<MissRow> = []
  let answered = 0
  for (const tally of reading.counter.top(reading.counter.held())) {
    const resolution = resolve(tally.key)
    if (resolution && !resolution.fallback) {
      answered++
      continue
    }
    if (rows.length >= top) continue
    const row: MissRow = { tally, fallback: resolution?.target }
    const problem = oldAddressProblem(tally.spelling)
    const found = problem
      ? undefined
      : await suggestPages(tally.spelling, product.slug, search, searchResultLimit)
    const hit = problem ? undefined : closestHit(found?.hits ?? [], tally.spelling, pages, found?.query ?? ``)
    if (problem) row.problem = `cannot be a rule: it ${problem}`
    else if (!hit) row.problem = `no page is named by its words`
    else {
      row.suggestion = { path: hit.url, title: hit.title, query: found?.query ?? `` }
      row.rule = familyRow(tally.spelling, hit.url)
    }
    rows.push(row)
  }
  return { rows, answered }
}
