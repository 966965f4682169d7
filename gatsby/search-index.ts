import fs from "fs"
import path from "path"
import type * as Pagefind from "pagefind"
import {
  searchIndexDir,
  searchLanguage,
  searchMinimumLength,
  searchVocabularyDir,
} from "../src/config/search"
import { product } from "../src/config/site"
import { withSearchAttributes } from "../src/search/areas"
import { buildVocabulary, wordsOf } from "../src/search/vocabulary"

// Writes the search index after the HTML exists: Pagefind indexes the text inside each built page's
// `data-pagefind-body` (the article, not the header, sidebar or footer) and writes a chunked index to
// public/pagefind/ that browsers fetch piece by piece. It is handed that element alone, found by the pass
// that reads every page once for its Content-Security-Policy (gatsby/host-files.ts): a third of the page,
// and nothing else of a page is indexed. Only content pages are added, so redirect stubs, 404 and test
// pages never show up in results.

export interface IndexedPage {
  path: string
  /** Whether the HTML marks its content with data-pagefind-body; Pagefind drops pages that do not. */
  hasBody: boolean
  errors: Array<string>
  /** Words Pagefind found in the page's `data-pagefind-body`; 0 means it found no body. */
  uniqueWords: number
  title?: string
}

/** What is wrong with the pages as indexed: each problem names the page and says what to fix. */
export function indexProblems(pages: Array<IndexedPage>): Array<string> {
  return pages.flatMap(page => {
    if (page.errors.length > 0)
      return [`${page.path}: Pagefind could not index it: ${page.errors.join(`; `)}`]
    if (!page.hasBody || page.uniqueWords === 0)
      return [
        `${page.path}: no text inside a data-pagefind-body element, so search would never find it; render it with DocPage or mark its content with data-pagefind-body.`,
      ]
    if (!page.title)
      return [`${page.path}: no h1, so its search results would have no title; give the page an h1.`]
    return []
  })
}

/**
 * Pagefind ships only as an ES module, and Gatsby compiles gatsby-node to CommonJS, where `import()`
 * would become `require()`; a Function keeps Node's native dynamic import.
 */
const importPagefind = new Function(`return import("pagefind")`) as () => Promise<typeof Pagefind>

/** Controls inside the content that are not content: copy buttons, code-tab labels, heading anchors. */
const SEARCH_EXCLUDED = [`.copy-button`, `.code-tabs [role="tablist"]`, `.heading-anchor`]

/** Pagefind also writes its ready-made UIs; the site has its own search box, so they are not published. */
const UNUSED_FILES = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.|wasm\.unknown\.)/

/** The page count Pagefind wrote into its entry file, summed over languages. */
function indexedPageCount(outputPath: string): number {
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, `pagefind-entry.json`), `utf8`)) as {
    languages: Record<string, { page_count: number }>
  }
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
}

/**
 * Pages handed to Pagefind before it has answered for the earlier ones: it indexes in its own process
 * while this one reads and writes the pages (gatsby/host-files.ts), so it always has the next pages waiting.
 */
const IN_FLIGHT = 16

/**
 * What Pagefind is given of a page: its search body alone, which is all it indexes of a page that has one,
 * with the page's area (a filter) and weight (src/search/areas.ts).
 */
function searchDocument(pagePath: string, searchBody: string): string {
  return `<html><head></head><body>${withSearchAttributes(searchBody, pagePath, product.slug)}</body></html>`
}

/** The text of a search body as words, less what Pagefind leaves out (the API examples, marked ignore="all"). */
function bodyWords(searchBody: string): Array<string> {
  const text = searchBody
    .replace(/<(\w+)[^>]*data-pagefind-ignore="all"[^>]*>[\s\S]*?<\/\1>/g, ` `)
    .replace(/<[^>]*>/g, ` `)
    .replace(/&[#\w]+;/g, ` `)
  return wordsOf(text)
}

/** Writes the index's vocabulary, one JSON file of words per first character (src/search/vocabulary.ts). */
function writeVocabulary(outputPath: string, counts: Map<string, number>): void {
  const dir = path.join(outputPath, searchVocabularyDir)
  fs.mkdirSync(dir, { recursive: true })
  for (const [file, words] of buildVocabulary(counts, searchMinimumLength))
    fs.writeFileSync(path.join(dir, file), JSON.stringify(words))
}

/** Writes public/pagefind/ when every page was indexed well; returns what is wrong otherwise. */
async function writeIndexFiles(
  index: Pagefind.PagefindIndex,
  publicDir: string,
  pages: Array<IndexedPage>,
  vocabulary: Map<string, number>,
): Promise<Array<string>> {
  const problems = indexProblems(pages)
  if (problems.length > 0) return problems
  const outputPath = path.join(publicDir, searchIndexDir)
  fs.rmSync(outputPath, { recursive: true, force: true })
  const written = await index.writeFiles({ outputPath })
  problems.push(...written.errors.map(error => `Pagefind could not write ${outputPath}: ${error}`))
  for (const file of fs.readdirSync(outputPath))
    if (UNUSED_FILES.test(file)) fs.rmSync(path.join(outputPath, file))
  writeVocabulary(outputPath, vocabulary)
  const indexed = indexedPageCount(outputPath)
  if (indexed !== pages.length)
    problems.push(
      `Pagefind indexed ${indexed} pages, but the site has ${pages.length} content pages; look for pages without data-pagefind-body or sharing a URL.`,
    )
  return problems
}

export interface SearchIndexFeed {
  /**
   * A built page's search body (from the pass that reads every page once, src/build-output/csp.ts); pages
   * that are not content pages are left out. Resolves once Pagefind has room for the next page.
   */
  add: (pagePath: string, searchBody: string | undefined) => Promise<void>
  /** Once every page is in: checks them all, then writes public/pagefind/. */
  write: () => Promise<{ problems: Array<string>; pageCount: number }>
}

/** Starts Pagefind's process for the content pages, to be fed each page as the build reads it. */
export async function openSearchIndex(
  publicDir: string,
  contentPaths: ReadonlyArray<string>,
): Promise<SearchIndexFeed> {
  const pagefind = await importPagefind()
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: searchLanguage,
    excludeSelectors: SEARCH_EXCLUDED,
  })
  if (!index)
    return {
      add: async () => undefined,
      write: async () => ({ problems: [`Pagefind did not start: ${errors.join(`; `)}`], pageCount: 0 }),
    }
  const wanted = new Set(contentPaths)
  const pages = new Map<string, Promise<IndexedPage>>()
  const pending = new Set<Promise<IndexedPage>>()
  const vocabulary = new Map<string, number>()
  const indexPage = async (pagePath: string, searchBody: string): Promise<IndexedPage> => {
    for (const word of bodyWords(searchBody)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
    const response = await index.addHTMLFile({ url: pagePath, content: searchDocument(pagePath, searchBody) })
    return {
      path: pagePath,
      hasBody: true,
      errors: response.errors,
      uniqueWords: response.file?.uniqueWords ?? 0,
      title: response.file?.meta.title,
    }
  }
  const add = async (pagePath: string, searchBody: string | undefined) => {
    if (!wanted.has(pagePath) || pages.has(pagePath)) return
    const indexed: Promise<IndexedPage> =
      searchBody === undefined
        ? Promise.resolve({ path: pagePath, hasBody: false, errors: [], uniqueWords: 0 })
        : indexPage(pagePath, searchBody)
    pages.set(pagePath, indexed)
    pending.add(indexed)
    void indexed.finally(() => pending.delete(indexed)).catch(() => undefined)
    if (pending.size >= IN_FLIGHT) await Promise.race(pending)
  }
  const write = async () => {
    const indexedPages = await Promise.all(
      contentPaths.map(
        pagePath =>
          pages.get(pagePath) ??
          Promise.resolve({
            path: pagePath,
            hasBody: false,
            errors: [`the build wrote no HTML file for it`],
            uniqueWords: 0,
          }),
      ),
    )
    const problems = await writeIndexFiles(index, publicDir, indexedPages, vocabulary)
    await pagefind.close()
    return { problems, pageCount: indexedPages.length }
  }
  return { add, write }
}
