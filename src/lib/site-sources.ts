import fs from "fs"
import yaml from "js-yaml"
import path from "path"
import { FRAMEWORK_PAGES } from "../config/site-areas"
import { CHANGELOG_FEED_PATH, CHANGELOG_PATH } from "./changelog"
import { frontmatterProblems, frontmatterYaml, splitFrontmatter } from "./frontmatter"
import { expandProductTokens, folderToPagePath } from "./paths"
import { yamlErrorProblem } from "./yaml-errors"
import { aliasPathsOf, DEFAULT_ORDER } from "../config/site-areas"
import { SECTION_ENTRIES_MODULE, sectionEntryRules, type OrderedPage } from "./section-entries"
import type { PageRedirects } from "./site-plan-types"

/**
 * The site's addresses read straight from content/, without Gatsby: every page (folders holding
 * index.md, the x-page-path of every OpenAPI tag, the changelog), the downloads and feed, and each page's
 * `redirect_from`. Command-line tools (the redirect checker, benches, tests) use it; the build checks
 * that its own page list is the same (gatsby-node.ts), so the checker a writer trusts never disagrees.
 */
export interface SiteAddresses {
  /** Every path a link may point to, as the build's SitePlan.paths. */
  paths: Set<string>
  pageRedirects: Array<PageRedirects>
  /** What could not be read as written (front matter, YAML), each naming its file and line. */
  problems: Array<string>
}

/** A page's front matter, with its problems named by file and line (the build's own parser and checks). */
function frontmatterOf(
  file: string,
  name: string,
): { data: Record<string, unknown>; problems: Array<string> } {
  const text = fs.readFileSync(file, `utf8`)
  const data = frontmatterYaml(splitFrontmatter(text).frontmatter)
  return { data, problems: frontmatterProblems(data, name, text) }
}

/** Each tag's page and its position (`x-order`), as src/api-reference/model.ts reads them. */
function openApiPages(file: string, name: string): { pages: Array<OrderedPage>; problems: Array<string> } {
  let document: { tags?: Array<Record<string, unknown>> } | undefined
  try {
    document = yaml.load(expandProductTokens(fs.readFileSync(file, `utf8`))) as typeof document
  } catch (error) {
    return { pages: [], problems: [yamlErrorProblem(name, error)] }
  }
  const pages = (document?.tags ?? []).flatMap(tag =>
    typeof tag[`x-page-path`] === `string`
      ? [{ path: tag[`x-page-path`], order: Number(tag[`x-order`] ?? DEFAULT_ORDER) }]
      : [],
  )
  return { pages, problems: [] }
}

export function readSiteAddresses(contentDir: string): SiteAddresses {
  const paths = new Set<string>(FRAMEWORK_PAGES)
  const ordered: Array<OrderedPage> = []
  const pageRedirects: Array<PageRedirects> = []
  const problems: Array<string> = []
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: `utf8` }).sort()
  for (const relative of files) {
    const name = path.basename(relative)
    const folder = path.dirname(relative) === `.` ? `` : path.dirname(relative)
    if (name === `index.md`) {
      const pagePath = folderToPagePath(folder)
      const module = path.join(path.basename(contentDir), relative)
      const { data: frontmatter, problems: fileProblems } = frontmatterOf(
        path.join(contentDir, relative),
        module,
      )
      problems.push(...fileProblems)
      paths.add(pagePath)
      ordered.push({
        path: pagePath,
        order: typeof frontmatter.order === `number` ? frontmatter.order : DEFAULT_ORDER,
      })
      const redirectFrom = frontmatter.redirect_from
      if (Array.isArray(redirectFrom) && redirectFrom.length > 0) {
        const rules = redirectFrom.map(from => [String(from), pagePath] as const)
        pageRedirects.push({ name: `redirect_from`, module, rules })
      }
    } else if (name === `changelog.yaml`) {
      paths.add(CHANGELOG_PATH).add(CHANGELOG_FEED_PATH)
      ordered.push({ path: CHANGELOG_PATH, order: 1 })
    } else if (name === `openapi.yaml`) {
      const openApi = openApiPages(
        path.join(contentDir, relative),
        path.join(path.basename(contentDir), relative),
      )
      problems.push(...openApi.problems)
      for (const page of openApi.pages) {
        paths.add(page.path)
        ordered.push(page)
      }
      paths.add(`/${folder.split(path.sep).join(`/`)}/openapi.json`)
    }
  }
  for (const page of [...paths]) for (const alias of aliasPathsOf(page)) paths.add(alias)
  const entries = sectionEntryRules(ordered)
  if (entries.length > 0)
    pageRedirects.push({ name: `section-entries`, module: SECTION_ENTRIES_MODULE, rules: entries })
  return { paths, pageRedirects, problems }
}
