/*
 * The site's search index, searched from Node as the 404 page searches it in the browser: Pagefind's
 * own browser module from the last build (public/pagefind/), with the site's ranking settings. Its
 * search runs on the main thread where no Worker exists, as in Node.
 */
import fs from "fs"
import path from "path"
import { pathToFileURL } from "url"
import { searchIndexDir } from "../../src/config/search"
import {
  pagefindOptions,
  searchIn,
  type PagefindModule,
  type SearchFunction,
} from "../../src/search/pagefind"

/**
 * Pagefind fetches its index files beside pagefind.js. Node's fetch has no `file:` scheme (the Fetch
 * Standard leaves it to each implementation: https://fetch.spec.whatwg.org/#scheme-fetch), so
 * those fetches are answered from disk; every other URL goes to the real fetch.
 */
function answerFileUrlsFromDisk(): void {
  const networkFetch = globalThis.fetch
  if ((networkFetch as { readsFiles?: boolean }).readsFiles) return
  const fetchWithFiles = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(`file:`)) return networkFetch(input, init)
    return new Response(await fs.promises.readFile(new URL(url)))
  }
  globalThis.fetch = Object.assign(fetchWithFiles, { readsFiles: true }) as typeof fetch
}

/** Undefined when the build has no search index (run `npm run build` first). */
export async function loadSiteSearch(publicDir = `public`): Promise<SearchFunction | undefined> {
  const entry = path.resolve(publicDir, searchIndexDir, `pagefind.js`)
  if (!fs.existsSync(entry)) return undefined
  answerFileUrlsFromDisk()
  const module = (await import(pathToFileURL(entry).href)) as PagefindModule & {
    options: (options: Record<string, unknown>) => Promise<void>
  }
  // Result URLs are the site's paths (`/documentation/…/`), not file URLs under public/.
  await module.options({ ...pagefindOptions, baseUrl: `/` })
  await module.init()
  return query => searchIn(module, query)
}
