import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { postmanCollection } from "../src/api-reference/postman"
import { searchIndexDir } from "../src/config/search"
import { apiPostmanPath } from "../src/config/site-areas"
import { siteUrl } from "../src/config/site"
import { CHANGELOG_FEED_PATH, changelogFeed } from "../src/lib/changelog"
import { pagePathOfFile } from "../src/lib/paths"
import { SITEMAP_INDEX_PATH, writeSitemap } from "../src/build-output/sitemap"
import type { BuildResult } from "./build-result"
import { removeMarker } from "./cache-guard"
import { finishBuiltPages, writeHeadersFile, writeHostFiles } from "./host-files"
import { proxyRewriteProblems } from "./host-plan"
import { writeReaderFiles } from "./reader-files"
import { notFoundScript } from "./redirects"
import { openSearchIndex } from "./search-index"
import { stepTimer } from "./step-timer"

const BUILD_ONLY_FILES = [`webpack.stats.json`, `chunk-map.json`]

/** robots.txt, the sitemap, the OpenAPI downloads and Postman collections, the changelog's feed, and what this build published. */
async function writeSiteFiles(publicDir: string, state: BuildResult): Promise<void> {
  fs.writeFileSync(
    path.join(publicDir, `robots.txt`),
    `User-agent: *\nAllow: /\nSitemap: ${siteUrl}${SITEMAP_INDEX_PATH}\n`,
  )
  const lastUpdated = state.site.readers.flatMap(section =>
    section.pages.flatMap(page => (page.lastUpdated ? [[page.path, page.lastUpdated] as const] : [])),
  )
  await writeSitemap(
    publicDir,
    siteUrl,
    state.site.pages.map(page => page.path),
    new Map(lastUpdated),
  )
  await writeReaderFiles(publicDir, state)
  for (const api of state.apis) {
    const file = path.join(publicDir, api.downloadPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(api.document, null, 2))
    fs.writeFileSync(
      path.join(publicDir, apiPostmanPath(api.api)),
      await postmanCollection(api.document, api.file),
    )
  }
  if (state.changelog.length > 0)
    fs.writeFileSync(path.join(publicDir, CHANGELOG_FEED_PATH), changelogFeed(state.changelog))
  // What this build published, for `npm run redirects -- --publish` (redirects/retention.ts).
  const published = [...state.site.paths, ...state.redirects.plan.rules.map(rule => rule.fromPath)]
  fs.mkdirSync(`build`, { recursive: true })
  fs.writeFileSync(path.join(`build`, `published-addresses.txt`), `${published.join(`\n`)}\n`)
}

/**
 * Files written after the HTML: the site's own files, the host files and the search index. Each page is
 * read once, for its Content-Security-Policy, and its search body handed to Pagefind, which indexes it in
 * its own process meanwhile, and writes the index while this one writes the host files; `_headers`, which
 * lists the index's files too, comes last.
 */
export async function writeBuildOutput(
  { reporter, store }: Parameters<NonNullable<GatsbyNode[`onPostBuild`]>>[0],
  state: BuildResult,
): Promise<void> {
  const publicDir = path.resolve(`public`)
  const time = stepTimer(reporter, `onPostBuild`)
  // Gatsby's own bookkeeping, read only while it builds (the HTML renderer and gatsby-plugin-offline, whose
  // onPostBuild runs before the site's): not for publishing. Each build writes them afresh.
  for (const file of BUILD_ONLY_FILES) fs.rmSync(path.join(publicDir, file), { force: true })
  await time(`site files`, () => writeSiteFiles(publicDir, state))
  if (!state.hosts) throw new Error(`createPages planned no host files: onPostBuild runs in a build only`)
  const { hosts } = state
  const searchIndex = await openSearchIndex(publicDir, state.site.contentPaths)
  await finishBuiltPages({
    publicDir,
    hosts,
    notFoundScript: time(`404 page's lookup script`, () =>
      notFoundScript(state.redirects.browserData.location),
    ),
    time,
    eachPage: (relative, page) => {
      const pagePath = pagePathOfFile(relative)
      return pagePath ? searchIndex.add(pagePath, page.searchBody) : Promise.resolve()
    },
  })
  const indexing = time(`search index (Pagefind, alongside the host files)`, () => searchIndex.write())
  const host = await writeHostFiles({ publicDir, hosts, time })
  const search = await indexing
  time(`_headers`, () => writeHeadersFile(publicDir, host.published))
  // Gatsby's redux store is private API, but the only place its own redirects (Partytown's) are listed.
  const problems = [...proxyRewriteProblems(store.getState().redirects), ...search.problems]
  if (problems.length > 0) {
    reporter.panicOnBuild(`The build output has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return
  }
  reporter.info(`Search index: ${search.pageCount} pages in public/${searchIndexDir}/`)
  // Everything is written: Gatsby's cache matches what was built (gatsby/cache-guard.ts).
  removeMarker()
}
