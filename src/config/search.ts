// Search settings. The index is written by Pagefind after `gatsby build` into
// public/pagefind/ (gatsby/search-index.ts) and loaded by the browser only when a reader searches.

export const searchIndexDir = `pagefind`

/** The URL path the browser imports Pagefind from; everything it loads next sits beside it. */
export const searchIndexPath = `/${searchIndexDir}/`

/**
 * Pages shown per query in the header's box, and headings shown under each page. Each page shown costs
 * one fragment fetch (about 2 KiB), so six keeps a reader's first query within its 150 KiB budget. The
 * box counts every page that matched and links to the results page for the rest.
 */
export const searchResultLimit = 6
export const searchHeadingLimit = 3

/** The results page (`/search/?q=…`): its path, and pages per page of results. */
export const searchPagePath = `/search/`
export const searchPageSize = 10

/**
 * The areas the results page filters by (a Pagefind filter, `area`, set on every page as it is
 * indexed), each with the path prefixes of its pages; a page in none is a guide.
 */
export const searchAreas = [
  { name: `Guides`, prefixes: [] },
  { name: `API reference`, prefixes: [`/api-reference/`] },
  {
    name: `SDKs`,
    prefixes: [`/documentation/{product}-web-widget-sdks/`, `/documentation/classic-web-widget-sdks/`],
  },
  { name: `Use cases`, prefixes: [`/use-cases/`] },
] as const

/** Known words offered when a query matches nothing ("closest words the index knows"). */
export const searchSuggestionCount = 5

/** Where the build writes the index's vocabulary, one file per first character (src/search/vocabulary.ts). */
export const searchVocabularyDir = `words`

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

/**
 * Pages weighted up or down as a whole as they are indexed (Pagefind's `data-pagefind-weight` on the
 * page's search body; 1 is the default, the first matching prefix wins). The classic SDKs give way to
 * the current ones, and the general API pages to a product's own copy of the same subject.
 */
export const searchPageWeights: ReadonlyArray<{ prefix: string; weight: number }> = [
  { prefix: `/documentation/classic-web-widget-sdks/`, weight: 0.5 },
  { prefix: `/api-reference/introduction/`, weight: 2 },
  { prefix: `/documentation/api-basics/`, weight: 2 },
]

/**
 * How much a match in a page's metadata adds to its rank (Pagefind's `ranking.metaWeights`): the title
 * (its h1) and, on API pages, the names, methods and paths of its operations (`operations`, set by the
 * API reference template), so a page *about* the words beats one that mentions them.
 */
export const searchMetaWeights = { title: 5, operations: 3 }
