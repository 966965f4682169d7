import {
  searchIndexPath,
  searchMinimumLength,
  searchSuggestionCount,
  searchVocabularyDir,
} from "../config/search"
import {
  pagefindQuery,
  pagesFor,
  type PagefindModule,
  type SearchAnswer,
  type SearchOptions,
} from "./pagefind"
import { checkQuery, queryWords, vocabularyFileOf, type VocabularyShard } from "./vocabulary"

// A query's answer as the header box, the results page and the 404 page show it: Pagefind's pages,
// checked against the index's vocabulary (./vocabulary.ts), so an unknown word is corrected or reported
// instead of matched by a shorter prefix. Imported with Pagefind on the first search, not with the page.

/** Fetches one vocabulary file; a missing one (an index older than the vocabulary) knows every word. */
export type VocabularyLoader = (file: string) => Promise<VocabularyShard | undefined>

const shards = new Map<string, Promise<VocabularyShard | undefined>>()

export const fetchVocabulary: VocabularyLoader = file => {
  if (!shards.has(file))
    shards.set(
      file,
      fetch(`${searchIndexPath}${searchVocabularyDir}/${file}`).then(
        response => (response.ok ? (response.json() as Promise<VocabularyShard>) : undefined),
        () => undefined,
      ),
    )
  return shards.get(file) as Promise<VocabularyShard | undefined>
}

/**
 * A query's answer: Pagefind's pages when every word of the query is known to the index; otherwise
 * the pages of the corrected query (each unknown word replaced by its closest known word), or none,
 * with the closest known words to offer.
 */
export async function answerIn(
  module: Pick<PagefindModule, `search` | `filters`>,
  loadVocabulary: VocabularyLoader,
  typed: string,
  options: SearchOptions = {},
): Promise<SearchAnswer> {
  const query = pagefindQuery(typed)
  const words = queryWords(query, searchMinimumLength)
  const none = { total: 0, hits: [], offset: options.offset ?? 0, area: options.area }
  if (words.length === 0) return { query: typed.trim(), ...none, closest: [] }
  const files = [...new Set(words.map(vocabularyFileOf))]
  const [found, loaded] = await Promise.all([
    pagesFor(module, query, options),
    Promise.all(files.map(async file => [file, await loadVocabulary(file)] as const)),
  ])
  const vocabulary = new Map(loaded)
  // Without its vocabulary (an older index), a word is taken as known and Pagefind's answer stands.
  if (files.some(file => !vocabulary.get(file))) return { query, ...found, closest: [] }
  const check = checkQuery(words, word => vocabulary.get(vocabularyFileOf(word)) ?? [], searchSuggestionCount)
  if (check.unknown.length === 0) return { query, ...found, closest: [] }
  if (check.corrected) {
    const corrected = await pagesFor(module, check.corrected, options)
    if (corrected.total > 0)
      return { query: check.corrected, correctedFrom: query, ...corrected, closest: check.closest }
  }
  return { query, ...none, closest: check.closest, areas: options.countAreas ? {} : undefined }
}
