import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { builtPagePaths, PUBLIC_DIR } from "./site"

/** What the built site says about its API pages, read from page data (the facts the tests search for). */
export interface ApiOperationFact {
  pagePath: string
  pageTitle: string
  id: string
  title: string
  method: string
  path: string
}

/** An API page's page data: the template queries its model from the ApiReferencePage node. */
interface ApiPageData {
  apiReferencePage?: {
    model: {
      path: string
      title: string
      operations: Array<{ id: string; title: string; endpoints: Array<{ method: string; path: string }> }>
    }
  }
}

type ApiPageModel = NonNullable<ApiPageData[`apiReferencePage`]>[`model`]

function apiModelOf(pagePath: string): ApiPageModel | undefined {
  const file = path.join(PUBLIC_DIR, `page-data`, pagePath, `page-data.json`)
  const data: ApiPageData | undefined = JSON.parse(fs.readFileSync(file, `utf8`)).result.data
  return data?.apiReferencePage?.model
}

export function apiResourcePages(): Array<{
  path: string
  title: string
  operations: Array<ApiOperationFact>
}> {
  return builtPagePaths()
    .filter(pagePath => pagePath.startsWith(`/api-reference/`))
    .map(apiModelOf)
    .filter((page): page is ApiPageModel => Boolean(page?.operations?.length))
    .map(page => ({
      path: page.path,
      title: page.title,
      operations: page.operations.map(operation => ({
        pagePath: page.path,
        pageTitle: page.title,
        id: operation.id,
        title: operation.title,
        ...operation.endpoints[0],
      })),
    }))
}

/** Every `step`-th item, so a sample spreads over the whole list and is the same on every run. */
export function spreadSample<T>(items: Array<T>, count: number): Array<T> {
  const step = Math.max(1, Math.floor(items.length / count))
  return items.filter((_, index) => index % step === 0).slice(0, count)
}

export interface ShownResult {
  url: string
  title: string
  kind: `page` | `heading`
  marks: Array<string>
}

/** Types a query into the box and waits until the results (or the no-results state) for it are shown. */
export async function searchFor(
  page: Page,
  query: string,
  box = `.search--header`,
): Promise<Array<ShownResult>> {
  const input = page.locator(`${box} input`)
  await input.fill(query)
  await page.waitForFunction(
    ({ box, query }) => {
      const root = document.querySelector(box)
      return (
        root?.querySelector(`[role="listbox"]`)?.getAttribute(`data-query`) === query ||
        root?.querySelector(`[role="status"]`)?.textContent?.startsWith(`No pages match “${query}”`)
      )
    },
    { box, query: query.trim() },
    { timeout: 15000 },
  )
  return page.locator(`${box} [role="option"]`).evaluateAll(options =>
    options.map(option => ({
      url: option.getAttribute(`data-url`) ?? ``,
      title: option.querySelector(`.search__title`)?.textContent ?? ``,
      kind: option.classList.contains(`search__result--heading`) ? (`heading` as const) : (`page` as const),
      marks: [...option.querySelectorAll(`mark`)].map(mark => mark.textContent ?? ``),
    })),
  )
}

export const pagesOf = (results: Array<ShownResult>) =>
  results.filter(result => result.kind === `page`).map(result => result.url)

const readHtml = (pagePath: string) => fs.readFileSync(path.join(PUBLIC_DIR, pagePath, `index.html`), `utf8`)
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ``)
    .replace(/&amp;/g, `&`)
    .replace(/&#x27;|&#39;/g, `'`)
    .replace(/&quot;/g, `"`)
    .trim()

/** Guide and section pages with their h1 and their h2s (id and text), read from the built HTML. */
export function guidePages(): Array<{
  path: string
  title: string
  headings: Array<{ id: string; text: string }>
}> {
  return builtPagePaths()
    .filter(pagePath => pagePath.startsWith(`/documentation/`) && pagePath !== `/documentation/`)
    .map(pagePath => {
      const html = readHtml(pagePath).replace(/<a class="heading-anchor"[^>]*>.*?<\/a>/g, ``)
      const title = textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ``)
      const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>(.*?)<\/h2>/gs)].map(match => ({
        id: match[1],
        text: textOf(match[2]),
      }))
      return { path: pagePath, title, headings }
    })
}

/** Items whose `key` no other item shares (a title two pages share cannot name one page). */
export function uniqueBy<T>(items: Array<T>, key: (item: T) => string): Array<T> {
  const counts = new Map<string, number>()
  for (const item of items)
    counts.set(key(item).toLowerCase(), (counts.get(key(item).toLowerCase()) ?? 0) + 1)
  return items.filter(item => counts.get(key(item).toLowerCase()) === 1)
}
