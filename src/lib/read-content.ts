/*
 * The site's addresses read straight from content/, without Gatsby, for the command-line tools (the
 * redirect checker, `npm run move`, benches, tests): every page (folders holding index.md, the tags of
 * every OpenAPI document, the changelog), the downloads and feed, and the redirects the pages imply.
 * Each rule is src/lib/site-addresses.ts's, as the build's; tests/unit/content-readers.test.ts checks
 * that both give the same addresses for content/.
 */
import fs from "fs"
import yaml from "js-yaml"
import path from "path"
import { pagePathOf, type ApiDocument } from "../api-reference/document"
import { apiDownloadPaths } from "../config/site-areas"
import { frontmatterProblems, readFrontmatter } from "./frontmatter"
import { expandProductTokens } from "./paths"
import {
  changelogPage,
  frontMatterOrder,
  markdownPagePath,
  siteAddresses,
  tagOrder,
  type AddressedPage,
} from "./site-addresses"
import type { PageRedirects } from "./site-plan-types"
import { yamlErrorProblem } from "./yaml-errors"

export interface ContentAddresses {
  /** Every path a link may point to, as the build's SitePlan.paths. */
  paths: Set<string>
  pageRedirects: Array<PageRedirects>
  /** What could not be read as written (front matter, YAML), each naming its file and line. */
  problems: Array<string>
}

interface ReadFile {
  pages: Array<AddressedPage>
  downloads?: Array<string>
  problems: Array<string>
}

/** A markdown page, with its front matter's problems named by file and line (the build's own checks). */
function markdownFile(file: string, source: string, folder: string): ReadFile {
  const text = fs.readFileSync(file, `utf8`)
  const { data } = readFrontmatter(text)
  const redirectFrom = Array.isArray(data.redirect_from) ? data.redirect_from.map(String) : undefined
  const page = { path: markdownPagePath(folder, `index.md`), order: frontMatterOrder(data.order), source }
  return { pages: [{ ...page, redirectFrom }], problems: frontmatterProblems(data, source, text) }
}

/** Each tag's page of an OpenAPI document, as src/api-reference/model.ts places them, and its download. */
function openApiFile(file: string, source: string, folder: string): ReadFile {
  let document: ApiDocument | undefined
  try {
    // Unvalidated, read for the tags alone: the build reports the document's own problems.
    document = yaml.load(expandProductTokens(fs.readFileSync(file, `utf8`))) as ApiDocument | undefined
  } catch (error) {
    return { pages: [], problems: [yamlErrorProblem(source, error)] }
  }
  const pages = (document?.tags ?? []).flatMap(tag => {
    const pagePath = pagePathOf(tag)
    return pagePath ? [{ path: pagePath, order: tagOrder(tag[`x-order`]), source }] : []
  })
  return { pages, downloads: apiDownloadPaths(path.basename(folder)), problems: [] }
}

export function readSiteAddresses(contentDir: string): ContentAddresses {
  const read: Array<ReadFile> = []
  let hasChangelog = false
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: `utf8` }).sort()
  for (const relative of files) {
    const file = path.join(contentDir, relative)
    const source = path.join(path.basename(contentDir), relative)
    const folder = path.dirname(relative) === `.` ? `` : path.dirname(relative)
    const name = path.basename(relative)
    if (name === `index.md`) read.push(markdownFile(file, source, folder))
    else if (name === `openapi.yaml`) read.push(openApiFile(file, source, folder))
    else if (name === `changelog.yaml`) {
      hasChangelog = true
      read.push({ pages: [changelogPage(source)], problems: [] })
    }
  }
  const { paths, pageRedirects } = siteAddresses(
    read.flatMap(each => each.pages),
    read.flatMap(each => each.downloads ?? []),
    hasChangelog,
  )
  return { paths: new Set(paths), pageRedirects, problems: read.flatMap(each => each.problems) }
}
