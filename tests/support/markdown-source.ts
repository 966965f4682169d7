import type { MarkdownSource } from "../../src/lib/site-plan-types"

/** A markdown page as planSite receives it, at `path`, written in content<path>index.md. */
export const markdownSource = (path: string, extra: Partial<MarkdownSource> = {}): MarkdownSource => ({
  id: path,
  html: ``,
  path,
  title: path,
  description: ``,
  source: `content${path}index.md`,
  ...extra,
})
