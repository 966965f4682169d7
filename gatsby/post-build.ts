import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { isProxyRewrite, type GatsbyRedirect } from "../redirects/proxy-rewrites"
import { configuredRedirectHost } from "../src/config/redirects"
import { searchIndexDir } from "../src/config/search"
import { siteUrl } from "../src/config/site"
import { thirdPartyProxiedUrls } from "../src/config/third-party"
import { CHANGELOG_FEED_PATH, changelogFeed } from "../src/lib/changelog"
import { buildState, type BuildState } from "./build-state"
import { removeMarker } from "./cache-guard"
import { writeHeadersFile, writeHostFiles } from "./host-files"
import { notFoundScript } from "./redirects"
import { writeSearchIndex } from "./search-index"

/**
 * The proxy rewrites Gatsby created for `partytownProxiedURLs`, read from every redirect of the build
 * rather than re-derived, so the host rules are Gatsby's own. A missing one means a Gatsby upgrade
 * changed how its Partytown plugin works (gatsby/dist/internal-plugins/partytown/gatsby-node.js).
 */
function partytownProxyRewrites(redirects: Array<GatsbyRedirect>): {
  rewrites: Array<GatsbyRedirect>
  problems: Array<string>
} {
  const rewrites = redirects.filter(isProxyRewrite)
  const missing = thirdPartyProxiedUrls.filter(url => !rewrites.some(rewrite => rewrite.toPath === url))
  const problems = missing.map(
    url =>
      `Gatsby created no proxy rule for ${url} (partytownProxiedURLs in src/config/third-party.ts); check gatsby/dist/internal-plugins/partytown/gatsby-node.js after a Gatsby upgrade`,
  )
  return { rewrites, problems }
}

const BUILD_ONLY_FILES = [`webpack.stats.json`, `chunk-map.json`]

/** robots.txt, the OpenAPI downloads, the changelog's feed, and what this build published. */
function writeSiteFiles(publicDir: string, state: BuildState): void {
  fs.writeFileSync(
    path.join(publicDir, `robots.txt`),
    `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  )
  for (const api of state.apis) {
    const file = path.join(publicDir, api.downloadPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(api.document, null, 2))
  }
  if (state.changelog.length > 0)
    fs.writeFileSync(path.join(publicDir, CHANGELOG_FEED_PATH), changelogFeed(state.changelog))
  // What this build published, for `npm run redirects -- --publish` (redirects/retention.ts).
  const published = [...state.site.paths, ...state.redirects.plan.rules.map(rule => rule.fromPath)]
  fs.mkdirSync(`build`, { recursive: true })
  fs.writeFileSync(path.join(`build`, `published-addresses.txt`), `${published.join(`\n`)}\n`)
}

/**
 * Files written after the HTML: the site's own files, the host files and the search index. Pagefind
 * indexes the pages in its own process while this one writes the host files (both take seconds at
 * thousands of pages); `_headers`, which lists the index's files too, comes last.
 */
export const onPostBuild: GatsbyNode[`onPostBuild`] = async ({ reporter, store }) => {
  const publicDir = path.resolve(`public`)
  const state = buildState()
  // Gatsby's own bookkeeping, read only while it builds (the HTML renderer and gatsby-plugin-offline, whose
  // onPostBuild runs before the site's): not for publishing. Each build writes them afresh.
  for (const file of BUILD_ONLY_FILES) fs.rmSync(path.join(publicDir, file), { force: true })
  writeSiteFiles(publicDir, state)
  // Gatsby's redux store is private API, but the only place its own redirects (Partytown's proxy rules) are listed.
  const proxy = partytownProxyRewrites(store.getState().redirects)
  const indexing = writeSearchIndex(publicDir, state.site.contentPaths)
  const host = await writeHostFiles({
    publicDir,
    redirects: state.redirects,
    pages: new Set(state.site.paths),
    host: configuredRedirectHost(),
    proxyRewrites: proxy.rewrites,
    notFoundScript: notFoundScript(state.redirects.browserData.location),
  })
  const search = await indexing
  writeHeadersFile(publicDir, host.published)
  const problems = [...proxy.problems, ...host.problems, ...search.problems]
  if (problems.length > 0) {
    reporter.panicOnBuild(`The build output has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return
  }
  reporter.info(`Search index: ${search.pageCount} pages in public/${searchIndexDir}/`)
  // Everything is written: Gatsby's cache matches what was built (gatsby/cache-guard.ts).
  removeMarker()
}
