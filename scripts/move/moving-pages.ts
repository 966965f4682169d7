/*
 * Which pages a move takes, and where each lands. A markdown page moves with its folder, and every page
 * in that folder (a tutorial's parts) moves with it, each keeping its place under the new path. An API
 * page is a tag of an OpenAPI document: only its `x-page-path` changes.
 */
import { expandProductTokens, folderToPagePath, withTrailingSlash } from "../../src/lib/paths"
import { CONTENT_DIR, type MoveSources } from "./sources"

export interface MovingPage {
  /** The old path, expanded, and as written in the content (`{product}` kept). */
  from: string
  fromWritten: string
  /** The new path as the writer wrote it. */
  to: string
  /** The page's markdown file before the move, or its OpenAPI document. */
  file: string
  kind: `markdown` | `openapi`
}

export interface MovingSet {
  kind: `markdown` | `openapi`
  pages: Array<MovingPage>
  /** A markdown move: the folder, before and after (relative to the project root). */
  folder?: { from: string; to: string }
}

/** The folder of a content file, relative to content/ (`documentation/webhooks/verifying`). */
export function contentFolder(file: string): string {
  return file.slice(CONTENT_DIR.length + 1, file.lastIndexOf(`/`))
}

/** Each tag page of an OpenAPI document, as written (`{product}` kept): its `x-page-path` lines. */
export function openApiPagePaths(text: string): Array<string> {
  return [...text.matchAll(/^\s*x-page-path:\s*["']?([^"'\s#]+)["']?\s*(#.*)?$/gm)].map(match => match[1])
}

/**
 * The folder for a new page path: existing folders are reused with their own spelling (a segment the
 * content writes as `{product}` stays so), the rest as the writer wrote them.
 */
export function folderFor(newPath: string, folders: ReadonlySet<string>): string {
  let current = CONTENT_DIR
  for (const segment of newPath.split(`/`).filter(Boolean)) {
    const existing = [...folders].find(
      folder =>
        folder.startsWith(`${current}/`) &&
        !folder.slice(current.length + 1).includes(`/`) &&
        expandProductTokens(folder.slice(current.length + 1)) === expandProductTokens(segment),
    )
    current = existing ?? `${current}/${segment}`
  }
  return current
}

export function movingSet(sources: MoveSources, from: string, to: string): MovingSet | string {
  const markdown = sources.content.find(
    file => file.file.endsWith(`/index.md`) && folderToPagePath(contentFolder(file.file)) === from,
  )
  if (markdown) {
    const own = contentFolder(markdown.file)
    const folder = `${CONTENT_DIR}/${own}`
    const inside = sources.content.filter(file => file.file.startsWith(`${folder}/`))
    const api = inside.find(file => !file.file.endsWith(`.md`))
    if (api)
      return `its folder holds ${api.file}: a move takes a page and its parts, not an API or the changelog; move their pages one by one`
    // The new path as the content would write it: in the spelling of the folders it lands in.
    const folderTo = folderFor(to, sources.folders)
    const written = `/${folderTo.slice(CONTENT_DIR.length + 1)}`
    const pages = inside
      .filter(file => file.file.endsWith(`/index.md`))
      .map((file): MovingPage => {
        const rest = contentFolder(file.file).slice(own.length)
        return {
          from: folderToPagePath(contentFolder(file.file)),
          fromWritten: withTrailingSlash(`/${contentFolder(file.file)}`),
          to: withTrailingSlash(`${written}${rest}`),
          file: file.file,
          kind: `markdown`,
        }
      })
    return { kind: `markdown`, pages, folder: { from: folder, to: folderTo } }
  }
  for (const document of sources.content.filter(file => file.file.endsWith(`openapi.yaml`))) {
    const written = openApiPagePaths(document.text).find(
      pagePath => withTrailingSlash(expandProductTokens(pagePath)) === from,
    )
    if (written)
      return {
        kind: `openapi`,
        pages: [{ from, fromWritten: written, to, file: document.file, kind: `openapi` }],
      }
  }
  return `it is not a content page (a markdown page or an API page of an OpenAPI document)`
}
