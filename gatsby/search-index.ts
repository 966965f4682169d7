import fs from "fs"
import path from "path"
import type * as Pagefind from "pagefind"
import { searchIndexDir, searchLanguage } from "../src/config/search"

// Writes the search index after the HTML exists: Pagefind reads each page the
// build made, takes the text inside `data-pagefind-body` (the article, not the header, sidebar or
// footer) and writes a chunked index to public/pagefind/ that browsers fetch piece by piece.
// Only built pages are added, so redirect stubs, 404 and test pages never show up in results.

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
 * while this one writes other files (gatsby/post-build.ts), so it always has the next pages waiting.
 */
const IN_FLIGHT = 16

/** `work` on every item, at most `limit` at a time; results in the items' order. */
async function inFlight<T, R>(items: ReadonlyArray<T>, limit: number, work: (item: T) => Promise<R>) {
  const results: Array<R> = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export async function writeSearchIndex(
  publicDir: string,
  pagePaths: Array<string>,
): Promise<{ problems: Array<string>; pageCount: number }> {
  const pagefind = await importPagefind()
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: searchLanguage,
    excludeSelectors: SEARCH_EXCLUDED,
  })
  if (!index) return { problems: [`Pagefind did not start: ${errors.join(`; `)}`], pageCount: 0 }
  const pages = await inFlight(pagePaths, IN_FLIGHT, async pagePath => {
    const content = fs.readFileSync(path.join(publicDir, pagePath, `index.html`), `utf8`)
    const response = await index.addHTMLFile({ url: pagePath, content })
    return {
      path: pagePath,
      hasBody: content.includes(`data-pagefind-body`),
      errors: response.errors,
      uniqueWords: response.file?.uniqueWords ?? 0,
      title: response.file?.meta.title,
    }
  })
  const problems = indexProblems(pages)
  if (problems.length === 0) {
    const outputPath = path.join(publicDir, searchIndexDir)
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    problems.push(...written.errors.map(error => `Pagefind could not write ${outputPath}: ${error}`))
    for (const file of fs.readdirSync(outputPath))
      if (UNUSED_FILES.test(file)) fs.rmSync(path.join(outputPath, file))
    const indexed = indexedPageCount(outputPath)
    if (indexed !== pages.length)
      problems.push(
        `Pagefind indexed ${indexed} pages, but the site has ${pages.length} content pages; look for pages without data-pagefind-body or sharing a URL.`,
      )
  }
  await pagefind.close()
  return { problems, pageCount: pages.length }
}
