/*
 * The words of the site's pages, for telling where a vanished page went (successor.ts): each current
 * page's title and text read from content/ (markdown pages; each OpenAPI tag with its operations), and
 * a vanished page's last text from git, where its index.md was deleted or moved (in the working tree
 * or in a commit). Read only when an address has vanished, so an ordinary build never pays for it.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import yaml from "js-yaml"
import path from "path"
import { pagePathOf, type ApiDocument } from "../src/api-reference/document"
import { METHODS } from "../src/api-reference/model"
import { readFrontmatter } from "../src/lib/frontmatter"
import { expandProductTokens, folderToPagePath } from "../src/lib/paths"
import { addressKey } from "./address"
import type { PageText } from "./successor"

/** Title and body of a markdown file, as the build reads them; an unreadable front matter gives an empty title. */
export function markdownText(markdown: string): { title: string; text: string } {
  const { data, body } = readFrontmatter(markdown)
  return {
    title: expandProductTokens(typeof data.title === `string` ? data.title : ``),
    text: expandProductTokens(body),
  }
}

function parsed(file: string): ApiDocument | undefined {
  try {
    // Read as written, unvalidated: every field below is read defensively; the build reports the document's problems.
    return yaml.load(expandProductTokens(fs.readFileSync(file, `utf8`))) as ApiDocument | undefined
  } catch {
    return undefined // the build reports the document's own problem
  }
}

function openApiTexts(file: string): Array<PageText> {
  const document = parsed(file)
  const operations = Object.values(document?.paths ?? {}).flatMap(item =>
    METHODS.flatMap(method => item?.[method] ?? []),
  )
  return (document?.tags ?? []).flatMap(tag => {
    const pagePath = pagePathOf(tag)
    if (!pagePath) return []
    const own = operations.filter(operation => operation.tags?.[0] === tag.name)
    const words = own.map(operation => `${operation.summary ?? ``} ${operation.description ?? ``}`)
    return [
      {
        path: pagePath,
        title: String(tag.name),
        text: [tag.description ?? ``, ...words].join(`\n`),
        file,
        kind: `openapi` as const,
      },
    ]
  })
}

/** Every content page's words, as the site has them now. */
export function currentPageTexts(contentDir = `content`): Array<PageText> {
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: `utf8` }).sort()
  return files.flatMap((relative): Array<PageText> => {
    const file = path.join(contentDir, relative)
    if (path.basename(relative) === `openapi.yaml`) return openApiTexts(file)
    if (path.basename(relative) !== `index.md`) return []
    const folder = path.dirname(relative) === `.` ? `` : path.dirname(relative)
    const { title, text } = markdownText(fs.readFileSync(file, `utf8`))
    return [{ path: folderToPagePath(folder), title, text, file, kind: `markdown` }]
  })
}

function git(args: Array<string>): string | undefined {
  try {
    return execFileSync(`git`, args, {
      encoding: `utf8`,
      stdio: [`ignore`, `pipe`, `ignore`],
      timeout: 20000,
    })
  } catch {
    return undefined
  }
}

/** `[revision, file]` of every index.md git last knew at a path that is gone: at HEAD, then in deletions. */
function gitVersions(contentDir: string): Array<readonly [string, string]> {
  const atHead = (git([`ls-tree`, `-r`, `--name-only`, `HEAD`, `--`, contentDir]) ?? ``)
    .split(`\n`)
    .filter(file => file.endsWith(`/index.md`) && !fs.existsSync(file))
    .map(file => [`HEAD`, file] as const)
  const deletions: Array<readonly [string, string]> = []
  let commit = ``
  for (const line of (
    git([`log`, `--diff-filter=D`, `--name-only`, `--format=%H`, `--`, contentDir]) ?? ``
  ).split(`\n`)) {
    if (/^[0-9a-f]{40}$/.test(line)) commit = line
    else if (line.endsWith(`/index.md`)) deletions.push([`${commit}^`, line])
  }
  return [...atHead, ...deletions]
}

/** The last text git has of the page that was at each address (by key), where it has one. */
export function vanishedPageTexts(addresses: ReadonlyArray<string>, contentDir = `content`) {
  const wanted = new Set(addresses.map(addressKey))
  const found = new Map<string, { title: string; text: string }>()
  for (const [revision, file] of gitVersions(contentDir)) {
    const folder = path.relative(contentDir, path.dirname(file))
    const key = addressKey(folderToPagePath(folder))
    if (!wanted.has(key) || found.has(key)) continue
    const markdown = git([`show`, `${revision}:${file}`])
    if (markdown !== undefined) found.set(key, markdownText(markdown))
  }
  return found
}
