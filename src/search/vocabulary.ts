// The words the search index knows, for what Pagefind cannot say itself: whether a query's word matched
// at all, and which known words are closest to one that did not. Pagefind matches each query word as a
// prefix of indexed words; when none starts with it, it quietly searches the longest indexed word the
// query word starts with ("xyzzy" searches "x", "webhok" searches "web"), so an unknown word still
// "finds" pages. The build writes the vocabulary (gatsby/search-index.ts) in one small file per first
// character, and the browser fetches only the files of the query's words. Pure, unit-tested.

/** Lower-cased words as the index splits them: runs of letters and digits (diacritics folded). */
export function wordsOf(text: string): Array<string> {
  return (
    text
      .normalize(`NFKD`)
      .replace(/\p{M}/gu, ``)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/**
 * The words of a query that are searched: one-letter words are dropped, as alone they match half the
 * site; a query of only one-letter words searches nothing.
 */
export function queryWords(query: string, minimumLength: number): Array<string> {
  return wordsOf(query).filter(word => word.length >= minimumLength)
}

/** The file (under the index's `words/` folder) that holds the known words starting like `word`. */
export function vocabularyFileOf(word: string): string {
  const first = word[0] ?? `_`
  return /^[a-z0-9]$/.test(first) ? `${first}.json` : `other.json`
}

/** A vocabulary file's content: its words, most frequent first. */
export type VocabularyShard = Array<string>

/** The vocabulary files a set of pages' words fill, each sorted by frequency (then alphabetically). */
export function buildVocabulary(
  counts: Map<string, number>,
  minimumLength: number,
): Map<string, VocabularyShard> {
  const shards = new Map<string, Array<[string, number]>>()
  for (const [word, count] of counts) {
    if (word.length < minimumLength) continue
    const file = vocabularyFileOf(word)
    const shard = shards.get(file) ?? []
    shard.push([word, count])
    shards.set(file, shard)
  }
  return new Map(
    [...shards].map(([file, words]) => [
      file,
      words.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word),
    ]),
  )
}

/** Whether the index would match `word` itself: some known word starts with it (Pagefind's prefix match). */
export function isKnown(word: string, shard: ReadonlyArray<string>): boolean {
  return shard.some(known => known.startsWith(word))
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: Array<number> = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length]
}

/** How far a word may be from a known one to be offered: one edit for short words, two from six letters. */
export function typoLimit(word: string): number {
  return word.length >= 6 ? 2 : 1
}

/**
 * The known words closest to an unknown one, closest first, then most frequent (the shard's order):
 * within typoLimit edits of the word, or of its start as long as the word (a typo in a word typed
 * halfway, "webho" → "webhook").
 */
export function closestWords(word: string, shard: ReadonlyArray<string>, count: number): Array<string> {
  const limit = typoLimit(word)
  return shard
    .map((known, order) => ({
      known,
      order,
      distance: Math.min(
        editDistance(word, known, limit),
        editDistance(word, known.slice(0, word.length), limit) + 1,
      ),
    }))
    .filter(candidate => candidate.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map(candidate => candidate.known)
}

export interface QueryCheck {
  /** Query words no indexed word starts with: Pagefind would match them only by a shorter prefix. */
  unknown: Array<string>
  /** The query with each unknown word replaced by its closest known word, when every one has one. */
  corrected?: string
  /** Known words close to the unknown ones, to offer when nothing matches. */
  closest: Array<string>
}

/**
 * Checks a query's words against the vocabulary (`shardOf` gives the words of a word's file). A query
 * whose words are all known is searched as typed; otherwise it matches nothing as typed, and the closest
 * known words are its correction and suggestions.
 */
export function checkQuery(
  words: ReadonlyArray<string>,
  shardOf: (word: string) => ReadonlyArray<string>,
  suggestionCount: number,
): QueryCheck {
  const unknown = words.filter(word => !isKnown(word, shardOf(word)))
  if (unknown.length === 0) return { unknown, closest: [] }
  const closestOf = new Map(unknown.map(word => [word, closestWords(word, shardOf(word), suggestionCount)]))
  const closest = [...new Set([...closestOf.values()].flat())].slice(0, suggestionCount)
  const everyOneHasOne = unknown.every(word => (closestOf.get(word) ?? []).length > 0)
  const corrected = everyOneHasOne ? words.map(word => closestOf.get(word)?.[0] ?? word).join(` `) : undefined
  return { unknown, corrected, closest }
}
