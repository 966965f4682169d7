/** @jest-environment node */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { loadApiDescription, type LoadedApi } from "../../src/api-reference/load"
import { parseChangelog } from "../../src/lib/changelog"
import { readFrontmatter } from "../../src/lib/frontmatter"
import { readSiteAddresses } from "../../src/lib/read-content"
import { markdownPagePath } from "../../src/lib/site-addresses"
import { planSite } from "../../src/lib/site-plan"
import type { MarkdownSource, SiteSources } from "../../src/lib/site-plan-types"

// The build (planSite, fed from Gatsby's nodes) and the command-line tools (readSiteAddresses, from the
// disk) must find the same addresses in content/, or `npm run redirects` would check the table against
// another site than the one built. Here the build's sources are made from the same files without Gatsby,
// as gatsby/content-nodes.ts makes its nodes.

const CONTENT = path.resolve(__dirname, `../../content`)

function markdownSource(relative: string): MarkdownSource {
  const text = fs.readFileSync(path.join(CONTENT, relative), `utf8`)
  const { data } = readFrontmatter(text)
  const pagePath = markdownPagePath(path.dirname(relative) === `.` ? `` : path.dirname(relative), `index.md`)
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined)
  return {
    id: pagePath,
    html: ``,
    path: pagePath,
    title: String(data.title ?? ``),
    description: ``,
    source: path.join(`content`, relative),
    group: typeof data.group === `string` ? data.group : undefined,
    order: typeof data.order === `number` ? data.order : undefined,
    groups: list(data.groups),
    redirectFrom: list(data.redirect_from),
  }
}

async function buildSources(): Promise<SiteSources> {
  const files = fs.readdirSync(CONTENT, { recursive: true, encoding: `utf8` }).sort()
  const apis: Array<LoadedApi> = []
  const apiProblems: Array<string> = []
  for (const relative of files.filter(file => path.basename(file) === `openapi.yaml`)) {
    const text = fs.readFileSync(path.join(CONTENT, relative), `utf8`)
    const { api, problems } = await loadApiDescription(text, path.join(`content`, relative))
    if (api) apis.push(api)
    apiProblems.push(...problems)
  }
  const changelogFile = files.find(file => path.basename(file) === `changelog.yaml`)
  const changelog = changelogFile
    ? {
        file: path.join(`content`, changelogFile),
        ...parseChangelog(
          yaml.load(fs.readFileSync(path.join(CONTENT, changelogFile), `utf8`)),
          changelogFile,
        ),
      }
    : undefined
  const markdown = files.filter(file => path.basename(file) === `index.md`).map(markdownSource)
  return { markdown, apis, apiProblems, changelog }
}

describe(`the build and the command-line tools read the same site`, () => {
  it(`the same paths and the same redirects the pages imply`, async () => {
    const sources = await buildSources()
    expect(sources.apiProblems).toEqual([])
    const built = planSite(sources)
    const read = readSiteAddresses(CONTENT)
    expect(read.problems).toEqual([])
    expect(new Set(built.paths)).toEqual(read.paths)
    expect(built.pageRedirects).toEqual(read.pageRedirects)
  }, 60000)
})
