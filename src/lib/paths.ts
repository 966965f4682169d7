import { product } from "../config/site"
import { isFilePath } from "./file-paths"

/** Applies the trailing-slash rule to a pathname; query and hash are kept as they are. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const pathname = match?.[1] ?? path
  const rest = match?.[2] ?? ``
  if (pathname === `` || pathname === `/` || pathname.endsWith(`/`) || isFilePath(pathname)) {
    return pathname + rest
  }
  return `${pathname}/${rest}`
}

/** Expands the `{product}` (slug) and `{Product}` (name) tokens used in content. */
export function expandProductTokens(text: string): string {
  return text.replaceAll(`{product}`, product.slug).replaceAll(`{Product}`, product.name)
}

/** A content folder path (relative to `content/`) to its page path. */
export function folderToPagePath(relativeDirectory: string): string {
  const trimmed = relativeDirectory.replace(/^\/+|\/+$/g, ``)
  return withTrailingSlash(`/${expandProductTokens(trimmed)}`)
}
