import type { Actions, CreatePagesArgs } from "gatsby"
import path from "path"
import type { LoadedApi } from "../src/api-reference/load"
import type { ApiResourcePage } from "../src/api-reference/types"
import type { ChangelogEntry } from "../src/lib/changelog"
import { apiRootPath } from "../src/config/site-areas"
import type { PageKind } from "../src/lib/site-model"
import { planSite } from "../src/lib/site-plan"
import type { ChangelogSource, MarkdownSource, SitePlan } from "../src/lib/site-plan-types"
import type { TimeStep } from "./step-timer"

// Content pages: read every source from Gatsby's data layer (markdown, the OpenAPI documents and the
// changelog, made nodes by gatsby/content-nodes.ts, so `gatsby develop` reloads them on every edit), let
// planSite decide, and create what it planned.

interface MarkdownPageNode {
  id: string
  html: string
  rawMarkdownBody: string
  fields: {
    pagePath: string
    title: string
    description: string
    source: string
    problems: Array<string>
    bodyLine: number
  }
  frontmatter: {
    group: string | null
    order: number | null
    groups: Array<string> | null
    redirect_from: Array<string> | null
  }
}

interface ContentData {
  allMarkdownRemark: { nodes: Array<MarkdownPageNode> }
  allApiDescription: {
    nodes: Array<{
      api: string
      source: string
      downloadPath: string
      document: unknown
      problems: Array<string>
      pages: Array<{ id: string; pagePath: string; model: ApiResourcePage }>
    }>
  }
  allChangelog: {
    nodes: Array<{ id: string; source: string; entries: Array<ChangelogEntry>; problems: Array<string> }>
  }
}

const CONTENT_QUERY = `
  {
    allMarkdownRemark {
      nodes {
        id
        html
        rawMarkdownBody
        fields { pagePath title description source problems bodyLine }
        frontmatter { group order groups redirect_from }
      }
    }
    allApiDescription(sort: { source: ASC }) {
      nodes { api source downloadPath document problems pages { id pagePath model } }
    }
    allChangelog { nodes { id source entries problems } }
  }
`

const TEMPLATES: Record<PageKind, string> = {
  landing: path.resolve(`src/templates/landing.tsx`),
  "section-index": path.resolve(`src/templates/section-index.tsx`),
  guide: path.resolve(`src/templates/guide.tsx`),
  "use-case": path.resolve(`src/templates/use-case.tsx`),
  "api-reference": path.resolve(`src/templates/api-reference.tsx`),
  changelog: path.resolve(`src/templates/changelog.tsx`),
}

function toMarkdownSource(node: MarkdownPageNode): MarkdownSource {
  return {
    id: node.id,
    bodyLine: node.fields.bodyLine,
    html: node.html,
    path: node.fields.pagePath,
    title: node.fields.title,
    description: node.fields.description,
    source: node.fields.source,
    problems: node.fields.problems,
    group: node.frontmatter.group ?? undefined,
    order: node.frontmatter.order ?? undefined,
    groups: node.frontmatter.groups ?? undefined,
    redirectFrom: node.frontmatter.redirect_from ?? undefined,
  }
}

function toApis(data: ContentData): Array<LoadedApi> {
  return data.allApiDescription.nodes
    .filter(description => description.problems.length === 0 && description.document)
    .map(description => ({
      api: description.api,
      file: description.source,
      document: description.document,
      downloadPath: description.downloadPath,
      pages: description.pages.map(page => page.model).sort((a, b) => a.path.localeCompare(b.path)),
    }))
}

export interface LoadedSite {
  plan: SitePlan
  apis: Array<LoadedApi>
  changelog: ChangelogSource | undefined
  /** Each markdown page's body as written, by path: its markdown copy (src/build-output/page-markdown.ts). */
  markdownBodies: Record<string, string>
}

/**
 * Reads every source and plans the site; creates nothing. `time` names its two steps in the build's
 * output (gatsby/step-timer.ts): the query, where gatsby-transformer-remark renders every page's HTML
 * (the link check needs it before the first page), and the plan.
 */
export async function loadSite(
  { graphql }: Pick<CreatePagesArgs, `graphql`>,
  time: TimeStep = (_name, step) => step(),
  lastUpdated: Record<string, string> = {},
): Promise<LoadedSite> {
  const result = await time(`read content (query, markdown to HTML)`, () =>
    graphql<ContentData>(CONTENT_QUERY),
  )
  if (result.errors || !result.data) {
    const plan = planSite({ markdown: [], apis: [], apiProblems: [] })
    plan.problems.unshift(`Could not read the content: ${String(result.errors)}`)
    return { plan, apis: [], changelog: undefined, markdownBodies: {} }
  }
  const data = result.data
  const apis = toApis(data)
  const [changelogNode] = data.allChangelog.nodes
  const changelog = changelogNode && {
    id: changelogNode.id,
    file: changelogNode.source,
    entries: changelogNode.entries,
    problems: changelogNode.problems,
  }
  const unreadable = data.allApiDescription.nodes.filter(description => description.problems.length > 0)
  const plan = time(`plan pages, check links`, () =>
    planSite({
      markdown: data.allMarkdownRemark.nodes.map(toMarkdownSource),
      apis,
      apiProblems: unreadable.flatMap(description => description.problems),
      apiPageIds: Object.fromEntries(
        data.allApiDescription.nodes
          .flatMap(description => description.pages)
          .map(page => [page.pagePath, page.id]),
      ),
      unreadableApis: unreadable.map(description => apiRootPath(description.api)),
      changelog,
      lastUpdated,
    }),
  )
  const markdownBodies = Object.fromEntries(
    data.allMarkdownRemark.nodes.map(node => [node.fields.pagePath, node.rawMarkdownBody]),
  )
  return { plan, apis, changelog, markdownBodies }
}

export function createSitePages(actions: Pick<Actions, `createPage`>, plan: SitePlan): void {
  for (const page of plan.pages) {
    actions.createPage({ path: page.path, component: TEMPLATES[page.kind], context: page.context })
  }
}
