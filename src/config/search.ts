// Search settings. The index is written by Pagefind after `gatsby build` into
// public/pagefind/ (gatsby/search-index.ts) and loaded by the browser only when a reader searches.

export const searchIndexDir = `pagefind`

/** The URL path the browser imports Pagefind from; everything it loads next sits beside it. */
export const searchIndexPath = `/${searchIndexDir}/`

/**
 * Pages shown per query, and headings shown under each page. Each page shown costs one fragment
 * fetch (about 2 KiB), so six keeps a reader's first query within its 150 KiB budget.
 */
export const searchResultLimit = 6
export const searchHeadingLimit = 3

/** Shorter queries show the hint instead: one letter matches half the site and loads index chunks for nothing. */
export const searchMinimumLength = 2

/** Words in each excerpt, around the matched ones. */
export const searchExcerptWords = 24

/** The site is written in English; stubs without a lang would otherwise get an index of their own. */
export const searchLanguage = `en`

/**
 * Pagefind's ranking, tuned on this site's pages: an exact word ("tickets") counts far more than its
 * stem ("ticket"), and long API pages are not pushed down for their length, so a resource's own page
 * comes first for its name. Defaults: termSimilarity 1, pageLength 0.75, termFrequency 1.
 */
export const searchRanking = { termSimilarity: 5, pageLength: 0.1, termFrequency: 0.5 }
