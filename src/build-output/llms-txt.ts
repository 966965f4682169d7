/*
 * `/llms.txt` and `/llms-full.txt` (the https://llmstxt.org form): the site's name and summary, then each
 * section with its pages, each linking its markdown copy with its one-line description; the full file
 * is every copy in the same order. Pure: gatsby/post-build.ts writes what these return.
 */
import type { ReaderSection } from "../lib/page-facts"

export const LLMS_TXT_PATH = `/llms.txt`
export const LLMS_FULL_TXT_PATH = `/llms-full.txt`

export interface LlmsSite {
  title: string
  description: string
  siteUrl: string
  sections: ReadonlyArray<ReaderSection>
  /** The address of a page's markdown copy, or undefined for a page without one (it links its HTML). */
  copyOf: (pagePath: string) => string | undefined
}

/** Text that must not end a markdown link's label or start a new block. */
const oneLine = (text: string) => text.replace(/\s+/g, ` `).trim()
const label = (text: string) => oneLine(text).replace(/([[\]])/g, `\\$1`)

export function llmsTxt(site: LlmsSite): string {
  const lines = [
    `# ${site.title}`,
    ``,
    `> ${oneLine(site.description)}`,
    ``,
    `Each page below links its markdown copy: the page's address followed by \`index.md\`. ` +
      `All of them, in this order, are in ${site.siteUrl}${LLMS_FULL_TXT_PATH}.`,
  ]
  for (const section of site.sections) {
    lines.push(``, `## ${oneLine(section.title)}`, ``)
    for (const page of section.pages) {
      const target = `${site.siteUrl}${site.copyOf(page.path) ?? page.path}`
      const description = oneLine(page.description)
      lines.push(`- [${label(page.headTitle)}](${target})${description ? `: ${description}` : ``}`)
    }
  }
  return `${lines.join(`\n`)}\n`
}

/** Every copy, in llms.txt's order, each once (a page listed in two sections is not repeated). */
export function llmsFullTxt(site: LlmsSite, copies: ReadonlyMap<string, string>): string {
  const seen = new Set<string>()
  const parts: Array<string> = []
  for (const page of site.sections.flatMap(section => section.pages)) {
    const copy = copies.get(page.path)
    if (copy === undefined || seen.has(page.path)) continue
    seen.add(page.path)
    parts.push(`<!-- ${site.siteUrl}${page.path} -->\n\n${copy.trim()}\n`)
  }
  return parts.join(`\n---\n\n`)
}
