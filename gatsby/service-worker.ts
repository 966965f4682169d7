/*
 * What gatsby-plugin-offline appends to its service worker. The plugin takes one file (`appendScript`,
 * read in its onPostBuild), and the site appends two, each about one thing: the search index kept for
 * offline search, and the offline page. So they are joined into one file under build/ when the config
 * is read.
 */
import fs from "fs"
import path from "path"

export const SERVICE_WORKER_APPENDIX = [`src/browser/sw-search-cache.js`, `src/browser/sw-offline-page.js`]

export function serviceWorkerAppendix(root: string, out = path.join(root, `build`, `sw-append.js`)): string {
  const parts = SERVICE_WORKER_APPENDIX.map(
    file => `// ${file}\n${fs.readFileSync(path.join(root, file), `utf8`)}`,
  )
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, parts.join(`\n`))
  return out
}
