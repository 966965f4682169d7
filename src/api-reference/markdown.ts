import { marked } from "marked"

// Markdown of an OpenAPI document (descriptions) as the page shows it.

export function html(markdown: unknown): string {
  return typeof markdown === `string` ? (marked.parse(markdown, { async: false }) as string) : ``
}

/** One-line descriptions (table cells) keep their inline markdown: `code`, links, emphasis. */
export function inlineHtml(markdown: unknown): string {
  return typeof markdown === `string` ? (marked.parseInline(markdown, { async: false }) as string) : ``
}
