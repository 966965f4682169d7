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

/**
 * The tokens content writes for the product: `{product}` (URL slug) and `{Product}` (name). The remark
 * plugin (plugins/gatsby-remark-product-tokens) receives this map through gatsby-config.
 */
export const PRODUCT_TOKENS: Readonly<Record<string, string>> = {
  "{product}": product.slug,
  "{Product}": product.name,
}

/** Expands every token of `tokens` in `text`. */
export function expandTokens(text: string, tokens: Readonly<Record<string, string>>): string {
  return Object.entries(tokens).reduce((expanded, [token, value]) => expanded.replaceAll(token, value), text)
}

/** Expands the `{product}` (slug) and `{Product}` (name) tokens used in content. */
export function expandProductTokens(text: string): string {
  return expandTokens(text, PRODUCT_TOKENS)
}

/** A content folder path (relative to `content/`) to its page path. */
export function folderToPagePath(relativeDirectory: string): string {
  const trimmed = relativeDirectory.replace(/^\/+|\/+$/g, ``)
  return withTrailingSlash(`/${expandProductTokens(trimmed)}`)
}

/** A page's URL path from its HTML file under public/, written with `/` (`a/b/index.html` is `/a/b/`). */
export function pagePathOfFile(relative: string): string | undefined {
  if (relative !== `index.html` && !relative.endsWith(`/index.html`)) return undefined
  return `/${relative.slice(0, -`index.html`.length)}`
}
