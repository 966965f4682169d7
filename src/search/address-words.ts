// The words of an old address, as search queries: what a reader who followed a dead link was looking
// for. `/rest_api/docs/support/ticket_audits.html` -> `ticket audits`. The family's own segments
// (rest_api, docs, embeddables…) and filler words say nothing about the page, so they are dropped; the
// last segments say the most, so they come first. Queries go from specific to broad: the caller tries
// each until one finds pages.

const NOISE = new Set([
  `a`,
  `an`,
  `and`,
  `api`,
  `apis`,
  `app`,
  `apps`,
  `core`,
  `doc`,
  `docs`,
  `documentation`,
  `embeddables`,
  `for`,
  `html`,
  `htm`,
  `in`,
  `index`,
  `introduction`,
  `of`,
  `on`,
  `rest`,
  `the`,
  `to`,
  `using`,
  `v1`,
  `v2`,
  `with`,
  `www`,
  `your`,
])

export function addressWords(address: string, productSlug: string): Array<string> {
  const pathname = address.split(/[?#]/, 1)[0]
  const segments = pathname.split(`/`).filter(Boolean).reverse()
  const words = segments.flatMap(segment =>
    segment
      .toLowerCase()
      .replace(/\.html?$/, ``)
      .split(/[^a-z0-9]+/)
      .filter(word => word.length > 1 && !NOISE.has(word) && word !== productSlug && !/^\d+$/.test(word)),
  )
  return [...new Set(words)]
}

/** Up to three queries, most specific first: the last segment's words, then its two longest, then the longest. */
export function suggestionQueries(address: string, productSlug: string): Array<string> {
  const words = addressWords(address, productSlug)
  if (words.length === 0) return []
  const lastSegment = addressWords(
    `/${address.split(/[?#]/, 1)[0].split(`/`).filter(Boolean).pop() ?? ``}`,
    productSlug,
  )
  const first = (lastSegment.length > 0 ? lastSegment : words).slice(0, 4)
  // Longest first; between equals the later word, usually the noun (`ticket audits` -> `audits`).
  const longest = first
    .map((word, index) => ({ word, index }))
    .sort((a, b) => b.word.length - a.word.length || b.index - a.index)
    .map(({ word }) => word)
  const queries = [first, longest.slice(0, 2), longest.slice(0, 1)]
  const seen = new Set<string>()
  return queries
    .filter(query => {
      const key = [...query].sort().join(` `)
      return !seen.has(key) && seen.add(key)
    })
    .map(query => query.join(` `))
}
