/*
 * The markdown copy of each page, for tools and assistants (/llms.txt links them), made from the same
 * sources as the page: a markdown page's body as written, an API page from its OpenAPI document (the
 * descriptions as written there, the rest from the page's model). The product name is expanded.
 *
 * A copy lives at its page's address plus `index.md` (`/documentation/webhooks/index.md`): a file name
 * with an extension, so no host's trailing-slash rule redirects it, and the same folder as the page. Pure.
 */
import { DomUtils, parseDocument } from "htmlparser2"
import type { ApiResourcePage } from "../api-reference/types"
import { expandProductTokens } from "../lib/paths"

export const MARKDOWN_COPY_FILE = `index.md`

/** What every host answers a copy with (nginx's own mime.types has no `.md`). */
export const MARKDOWN_CONTENT_TYPE = `text/markdown; charset=utf-8`

/** A copy's address, as a PCRE pattern (nginx's location). */
export const MARKDOWN_COPY_PATTERN = `/index\\.md$`

/** `/documentation/webhooks/` -> `/documentation/webhooks/index.md`. */
export function markdownCopyPath(pagePath: string): string {
  return `${pagePath}${MARKDOWN_COPY_FILE}`
}

function heading(title: string, description: string): string {
  return `# ${title}\n\n${description ? `> ${description}\n\n` : ``}`
}

/** A markdown page: its title, its one-line description, then its body as written. */
export function markdownPageCopy(title: string, description: string, body: string): string {
  return expandProductTokens(`${heading(title, description)}${body.trim()}\n`)
}

/** The text of an HTML fragment, on one line (a table cell). */
function textOf(html: string): string {
  return DomUtils.textContent(parseDocument(html)).replace(/\s+/g, ` `).replace(/\|/g, `\\|`).trim()
}

function table(header: Array<string>, rows: Array<Array<string>>): string {
  if (rows.length === 0) return ``
  const line = (cells: Array<string>) => `| ${cells.join(` | `)} |`
  return [line(header), line(header.map(() => `---`)), ...rows.map(line)].join(`\n`) + `\n\n`
}

/** The code of the first block in highlighted HTML (the curl sample of a tab set), as written. */
function codeOf(html: string): string {
  const pre = DomUtils.findOne(node => node.name === `pre`, parseDocument(html).children)
  return pre ? DomUtils.textContent(pre).trim() : ``
}

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\`\n\n`

/** What an API page needs of its OpenAPI document: the markdown its descriptions are written in. */
interface DescribedDocument {
  tags?: Array<{ name?: unknown; description?: unknown }>
  paths?: Record<string, Record<string, { description?: unknown } | undefined> | undefined>
}

/** An API page: the resource's introduction, its JSON format, then each operation with its examples. */
export function apiPageCopy(page: ApiResourcePage, description: string, document: unknown): string {
  const described = (document ?? {}) as DescribedDocument
  const intro = described.tags?.find(tag => tag.name === page.title)?.description
  const parts = [heading(page.title, description), intro ? `${String(intro).trim()}\n\n` : ``]
  if (page.fields.length > 0) {
    parts.push(`## JSON format\n\n`)
    parts.push(
      table(
        [`Name`, `Type`, `Read-only`, `Mandatory`, `Description`],
        page.fields.map(field => [
          `\`${field.name}\``,
          field.type,
          field.readOnly ? `yes` : `no`,
          field.mandatory ? `yes` : `no`,
          textOf(field.descriptionHtml),
        ]),
      ),
    )
    if (page.exampleObjectHtml) parts.push(fence(`json`, codeOf(page.exampleObjectHtml)))
  }
  for (const operation of page.operations) {
    const [first] = operation.endpoints
    const raw = first && described.paths?.[first.path]?.[first.method.toLowerCase()]?.description
    parts.push(`## ${operation.title}\n\n`)
    parts.push(
      operation.endpoints.map(endpoint => `\`${endpoint.method} ${endpoint.path}\``).join(`\n\n`) + `\n\n`,
    )
    if (raw) parts.push(`${String(raw).trim()}\n\n`)
    if (operation.allowedFor) parts.push(`Allowed for: ${operation.allowedFor}\n\n`)
    parts.push(
      table(
        [`Name`, `In`, `Type`, `Required`, `Description`],
        operation.parameters.map(parameter => [
          `\`${parameter.name}\``,
          parameter.location,
          parameter.type,
          parameter.required ? `yes` : `no`,
          textOf(parameter.descriptionHtml),
        ]),
      ),
    )
    parts.push(`### Example request\n\n`, fence(`bash`, codeOf(operation.samplesHtml)))
    parts.push(`### Responses\n\n`)
    for (const response of operation.responses) {
      parts.push(
        `Status ${response.status}${response.descriptionHtml ? `: ${textOf(response.descriptionHtml)}` : ``}\n\n`,
      )
      if (response.bodyHtml) parts.push(fence(`json`, codeOf(response.bodyHtml)))
    }
  }
  return expandProductTokens(`${parts.join(``).trim()}\n`)
}
