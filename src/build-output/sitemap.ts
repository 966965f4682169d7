import fs from "fs"
import path from "path"
import { EnumChangefreq, simpleSitemapAndIndex } from "sitemap"
import { primaryPathOf } from "../config/site-areas"
import { dayOf } from "../lib/last-commits"

/*
 * The sitemap, from the pages the site planned: `/sitemap-index.xml` and its `sitemap-N.xml` files,
 * written by the `sitemap` package as gatsby-plugin-sitemap writes them (same entries, same settings).
 * The plugin is not used: it lists pages by querying every SitePage node, and Gatsby keeps each page's
 * whole context in its node, so at 5,000 pages that query held about 380 MB more in the build's last step.
 */

export const SITEMAP_INDEX_PATH = `/sitemap-index.xml`

/** What search engines are told of each page, as gatsby-plugin-sitemap's defaults tell them. */
const CHANGE_FREQUENCY = EnumChangefreq.DAILY
const PRIORITY = 0.7
/** Entries a sitemap file may hold: under the protocol's 50,000, the plugin's default. */
const ENTRIES_PER_FILE = 45000

/** Each page once: an alias tree repeats its primary's pages, so it is left out. */
export function sitemapPaths(pagePaths: ReadonlyArray<string>): Array<string> {
  return pagePaths.filter(pagePath => primaryPathOf(pagePath) === undefined)
}

/** `sitemap-index.xml` and `sitemap-0.xml`, `sitemap-1.xml`, …: the files the package writes. */
const SITEMAP_FILE = /^sitemap-(index|\d+)\.xml$/

/**
 * Writes the sitemap afresh: the files of an earlier build go first, so a smaller site leaves no stale
 * `sitemap-N.xml` behind, and nothing in their place stops the package's write stream (an error it
 * would not report but throw).
 */
export async function writeSitemap(
  publicDir: string,
  siteUrl: string,
  pagePaths: ReadonlyArray<string>,
  /** When each page's source last changed (ISO 8601, from git): its `<lastmod>`, where known. */
  lastUpdated: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  for (const file of fs.readdirSync(publicDir))
    if (SITEMAP_FILE.test(file)) fs.rmSync(path.join(publicDir, file), { recursive: true, force: true })
  await simpleSitemapAndIndex({
    hostname: siteUrl,
    publicBasePath: `/`,
    // The package takes only a path relative to the working directory.
    destinationDir: path.relative(process.cwd(), publicDir),
    sourceData: sitemapPaths(pagePaths).map(pagePath => ({
      url: `${siteUrl}${pagePath}`,
      changefreq: CHANGE_FREQUENCY,
      priority: PRIORITY,
      ...(lastUpdated.has(pagePath) ? { lastmod: dayOf(lastUpdated.get(pagePath) ?? ``) } : {}),
    })),
    limit: ENTRIES_PER_FILE,
    gzip: false,
  })
}
