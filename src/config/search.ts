/**
 * Search settings (issue 7). The index is written by Pagefind after `gatsby build` into
 * public/pagefind/ (gatsby/search-index.ts) and loaded by the browser only when a reader searches.
 */
export const searchIndexDir = `pagefind`

/** The URL path the browser imports Pagefind from; everything it loads next sits beside it. */
export const searchIndexPath = `/${searchIndexDir}/`

/** Pages shown per query, and headings shown under each page. */
export const searchResultLimit = 8
export const searchHeadingLimit = 3

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
