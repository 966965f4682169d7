import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { searchIndexDir } from "../src/config/search"
import { siteUrl } from "../src/config/site"
import { CHANGELOG_FEED_PATH, changelogFeed } from "../src/lib/changelog"
import { writeRedirectOutputs } from "./redirects"
import { writeSearchIndex } from "./search-index"
import { builtPages } from "./site-state"

/** Files written after the HTML: robots.txt, the OpenAPI downloads, the redirect outputs, the search index. */
export const onPostBuild: GatsbyNode[`onPostBuild`] = async ({ reporter, store }) => {
  const publicDir = path.resolve(`public`)
  fs.writeFileSync(
    path.join(publicDir, `robots.txt`),
    `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  )
  for (const api of builtPages().apis) {
    const file = path.join(publicDir, api.downloadPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(api.document, null, 2))
  }
  const changelog = builtPages().changelog
  if (changelog.length > 0)
    fs.writeFileSync(path.join(publicDir, CHANGELOG_FEED_PATH), changelogFeed(changelog))
  // Gatsby's redux store is private API, but the only place its own redirects (Partytown's proxy rules) are listed.
  writeRedirectOutputs(reporter, store.getState().redirects)
  const search = await writeSearchIndex(publicDir, builtPages().contentPaths)
  if (search.problems.length > 0)
    reporter.panicOnBuild(
      `The search index has ${search.problems.length} problem(s):\n${search.problems.join(`\n`)}`,
    )
  else reporter.info(`Search index: ${search.pageCount} pages in public/${searchIndexDir}/`)
}
