/*
 * Where did a vanished page go? The page of the site whose words are closest to what the vanished page
 * said, where git has its last text (a moved page keeps its text, so its new page scores near 1),
 * scored by cosine similarity of TF-IDF weighted words (https://en.wikipedia.org/wiki/Tf%E2%80%93idf),
 * preferring a page the site had not yet published, since that is where moved content lands. Else the
 * words of its address, looked for as the 404 page looks for them. Pure: page-texts.ts reads.
 */
import pluralize from "pluralize"
import { sectionOf } from "../src/lib/site-model"
import { suggestionQueries } from "../src/search/address-words"

export interface PageText {
  path: string
  title: string
  text: string
  /** The file that defines the page: a markdown file, or the OpenAPI document of a tag's page. */
  file: string
  kind: `markdown` | `openapi`
}

export interface VanishedPage {
  address: string
  /** Its last title and text, where known. */
  title?: string
  text?: string
}

export interface Successor {
  page: PageText
  /**
   * By text: cosine similarity, 0 to 1, before the preference for unpublished pages. By address: the
   * share of the page's title and address words that the query matched.
   */
  similarity: number
  unpublished: boolean
  basis: `text` | `address`
  /** By address: the words that found it. */
  query?: string
}

/** Below this, no page is named: a guess would send the writer the wrong way. */
export const MIN_SIMILARITY = 0.25
const UNPUBLISHED_PREFERENCE = 1.2
const TITLE_WEIGHT = 3

const STOP_WORDS = new Set(
  `a an and are as at be by can for from has have how if in is it its of on or that the this to was
  when which with you your will not all any each into more than then there these they one use used`.split(
    /\s+/,
  ),
)

/** Plural and singular count as one word (`webhooks`, `webhook`; `statuses`, `status`): pluralize's rules. */
export function singular(word: string): string {
  return word.length <= 3 ? word : pluralize.singular(word)
}

function words(text: string): Array<string> {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(word => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(singular)
}

type Bag = Map<string, number>

function bag(parts: Array<[text: string, weight: number]>): Bag {
  const counts: Bag = new Map()
  for (const [text, weight] of parts)
    for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + weight)
  return counts
}

function weighted(counts: Bag, idf: (word: string) => number): Bag {
  const vector: Bag = new Map()
  for (const [word, count] of counts) vector.set(word, (1 + Math.log(count)) * idf(word))
  return vector
}

function cosine(a: Bag, b: Bag): number {
  let dot = 0
  for (const [word, value] of a) dot += value * (b.get(word) ?? 0)
  const norm = (vector: Bag) => Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0))
  const product = norm(a) * norm(b)
  return product === 0 ? 0 : dot / product
}

function pageBag(page: PageText): Bag {
  return bag([
    [page.title, TITLE_WEIGHT],
    [page.text, 1],
  ])
}

function byText(
  pages: ReadonlyArray<PageText>,
  isUnpublished: (path: string) => boolean,
): (vanished: VanishedPage) => Successor | undefined {
  const bags = pages.map(pageBag)
  const documents = new Map<string, number>()
  for (const counts of bags)
    for (const word of counts.keys()) documents.set(word, (documents.get(word) ?? 0) + 1)
  const idf = (word: string) => Math.log((1 + pages.length) / (1 + (documents.get(word) ?? 0))) + 1
  const vectors = bags.map(counts => weighted(counts, idf))
  return vanished => {
    const query = weighted(
      bag([
        [vanished.title ?? ``, TITLE_WEIGHT],
        [vanished.text ?? ``, 1],
      ]),
      idf,
    )
    const scored = pages.map((page, index) => {
      const similarity = cosine(query, vectors[index])
      const unpublished = isUnpublished(page.path)
      return { page, similarity, unpublished, score: similarity * (unpublished ? UNPUBLISHED_PREFERENCE : 1) }
    })
    const best = scored.sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))[0]
    if (!best || best.similarity < MIN_SIMILARITY) return undefined
    return { page: best.page, similarity: best.similarity, unpublished: best.unpublished, basis: `text` }
  }
}

/**
 * Known only by its address, a vanished page is looked for as the 404 page looks: the queries of
 * suggestionQueries, most specific first, each matched against page titles and addresses. Among the
 * pages a query matches: one in the address's own section, then one titled exactly as the query, then
 * the one with the fewest other words in its name.
 */
function byAddress(
  pages: ReadonlyArray<PageText>,
  isUnpublished: (path: string) => boolean,
  productSlug: string,
): (vanished: VanishedPage) => Successor | undefined {
  const names = pages.map(page => new Set(words(`${page.title} ${page.path.replace(/[/_-]+/g, ` `)}`)))
  return ({ address }) => {
    const section = sectionOf(address.toLowerCase()).rootPath
    for (const query of suggestionQueries(address, productSlug)) {
      const wanted = words(query)
      const rank = (index: number) => [
        pages[index].path.startsWith(section) ? 0 : 1,
        words(pages[index].title).join(` `) === wanted.join(` `) ? 0 : 1,
        names[index].size,
      ]
      const matches = pages
        .map((_, index) => index)
        .filter(index => wanted.every(word => names[index].has(word)))
        .sort((a, b) => compareRanks(rank(a), rank(b)) || pages[a].path.localeCompare(pages[b].path))
      if (matches.length > 0) {
        const page = pages[matches[0]]
        return {
          page,
          similarity: wanted.length / names[matches[0]].size,
          unpublished: isUnpublished(page.path),
          basis: `address`,
          query,
        }
      }
    }
    return undefined
  }
}

function compareRanks(a: Array<number>, b: Array<number>): number {
  return a.reduce((order, value, index) => order || value - b[index], 0)
}

/**
 * A ranker over the site's pages, built once: answers each vanished page with its most likely
 * successor (by its last text when known, else by its address), or undefined when none is close enough.
 */
export function successorRanker(
  pages: ReadonlyArray<PageText>,
  isUnpublished: (path: string) => boolean,
  productSlug: string,
): (vanished: VanishedPage) => Successor | undefined {
  const text = byText(pages, isUnpublished)
  const address = byAddress(pages, isUnpublished, productSlug)
  return vanished => (vanished.text ? text(vanished) : address(vanished))
}
