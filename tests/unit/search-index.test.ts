import fs from "fs"
import path from "path"
import { searchIndexPath } from "../../src/config/search"
import { indexProblems, type IndexedPage } from "../../gatsby/search-index"

const page = (overrides: Partial<IndexedPage>): IndexedPage => ({
  path: `/documentation/webhooks/`,
  hasBody: true,
  errors: [],
  uniqueWords: 120,
  title: `Webhooks`,
  ...overrides,
})

describe(`indexProblems`, () => {
  it(`accepts pages with a marked body, words and a title`, () => {
    expect(indexProblems([page({}), page({ path: `/api-reference/` })])).toEqual([])
  })

  it(`names a page whose content is not marked for search, and says how to fix it`, () => {
    expect(indexProblems([page({ hasBody: false })])).toEqual([
      expect.stringMatching(
        /^\/documentation\/webhooks\/: no text inside a data-pagefind-body element.*DocPage/,
      ),
    ])
    expect(indexProblems([page({ uniqueWords: 0 })])).toHaveLength(1)
  })

  it(`names a page without an h1`, () => {
    expect(indexProblems([page({ title: undefined })])).toEqual([
      expect.stringMatching(/^\/documentation\/webhooks\/: no h1/),
    ])
  })

  it(`passes on Pagefind's own errors with the page`, () => {
    expect(indexProblems([page({ errors: [`bad html`] })])).toEqual([
      `/documentation/webhooks/: Pagefind could not index it: bad html`,
    ])
  })
})

describe(`the service worker's search cache`, () => {
  it(`caches the path the browser loads the index from`, () => {
    const script = fs.readFileSync(path.resolve(__dirname, `../../src/browser/sw-search-cache.js`), `utf8`)
    expect(script).toContain(`const SEARCH_INDEX_PATH = \`${searchIndexPath}\``)
  })
})
