/*
 * The rules that turn the site's pages into its addresses, each written once, for the build
 * (src/lib/site-plan.ts, from Gatsby's nodes) and for the command-line tools (src/lib/read-content.ts,
 * from content/ on disk): a markdown file's path and order, an OpenAPI tag's page and order, where a
 * document is downloaded, the changelog's page, the paths a link may use, and the redirects the pages
 * imply (`redirect_from`, section entries). tests/unit/content-readers.test.ts checks that both readers
 * give the same addresses for content/.
 */
import { aliasPathsOf, DEFAULT_ORDER, FRAMEWORK_PAGES } from "../config/site-areas"
import { CHANGELOG_DESCRIPTION, CHANGELOG_FEED_PATH, CHANGELOG_PATH, CHANGELOG_TITLE } from "./changelog"
import { folderToPagePath } from "./paths"
import { SECTION_ENTRIES_MODULE, sectionEntryRules } from "./section-entries"
import type { SitePage } from "./site-model"
import type { PageRedirects } from "./site-plan-types"

/** A markdown file's page path: its folder (`index.md`), or for a stray `name.md`, the folder it should be. */
export function markdownPagePath(relativeDirectory: string, base: string): string {
  const name = base.replace(/\.[^.]*$/, ``)
  return folderToPagePath(base === `index.md` ? relativeDirectory : `${relativeDirectory}/${name}`)
}

/** A page's position among its siblings: its front matter's `order`, or the default. */
export function frontMatterOrder(order: unknown): number {
  return typeof order === `number` ? order : DEFAULT_ORDER
}

/** An OpenAPI tag's position among its siblings: its `x-order`, or the default. */
export function tagOrder(order: unknown): number {
  return Number(order ?? DEFAULT_ORDER)
}

/** The changelog's page: first in its section. */
export function changelogPage(file: string): SitePage {
  return {
    path: CHANGELOG_PATH,
    title: CHANGELOG_TITLE,
    description: CHANGELOG_DESCRIPTION,
    kind: `changelog`,
    group: `Changelog`,
    order: 1,
    source: file,
  }
}

/** What the address rules need of a page. */
export interface AddressedPage {
  path: string
  order: number
  /** The file it is written in: the module of its `redirect_from` rules. */
  source: string
  redirectFrom?: ReadonlyArray<string>
}

export interface SiteAddresses {
  /** Every path a link may point to: pages, framework pages, downloads, the feed, alias paths. */
  paths: Array<string>
  /** The redirects the pages imply, each a family of its own. */
  pageRedirects: Array<PageRedirects>
}

/**
 * The addresses of a site made of `pages` (markdown, API reference, changelog), `downloads` (each
 * OpenAPI document's) and, with a changelog, its feed.
 */
export function siteAddresses(
  pages: ReadonlyArray<AddressedPage>,
  downloads: ReadonlyArray<string>,
  hasChangelog: boolean,
): SiteAddresses {
  const own = [
    ...pages.map(page => page.path),
    ...FRAMEWORK_PAGES,
    ...downloads,
    ...(hasChangelog ? [CHANGELOG_FEED_PATH] : []),
  ]
  const pageRedirects: Array<PageRedirects> = pages
    .filter(page => (page.redirectFrom ?? []).length > 0)
    .map(page => ({
      name: `redirect_from`,
      module: page.source,
      rules: (page.redirectFrom ?? []).map(from => [from, page.path] as const),
    }))
  const entries = sectionEntryRules(pages)
  if (entries.length > 0)
    pageRedirects.push({ name: `section-entries`, module: SECTION_ENTRIES_MODULE, rules: entries })
  return { paths: [...own, ...own.flatMap(aliasPathsOf)], pageRedirects }
}
