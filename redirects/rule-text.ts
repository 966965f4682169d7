/*
 * Rules as a writer would type them into the table: a family row, a front matter line. Addresses
 * carry the `{product}` token where the product slug stands as a word, as the families and content
 * write them, so a rule survives a change of product name.
 */
import escapeStringRegexp from "escape-string-regexp"
import { product } from "../src/config/site"

/** The family that holds moves inside today's site: API pages have no front matter for `redirect_from`. */
export const IN_SITE_MOVES_FAMILY = `renamed-in-place`

export function withProductToken(path: string, slug = product.slug): string {
  return path.replace(new RegExp(`(?<![a-z0-9])${escapeStringRegexp(slug)}(?![a-z0-9])`, `gi`), `{product}`)
}

/** A row of a family's `rules`: ``[`/old/address`, `/current/page/`],`` */
export function familyRow(oldAddress: string, target: string): string {
  return `[\`${withProductToken(oldAddress)}\`, \`${withProductToken(target)}\`],`
}
