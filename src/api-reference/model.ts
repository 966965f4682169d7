import { tagOrder } from "../lib/site-addresses"
import GithubSlugger from "github-slugger"
import {
  inPlace,
  pagePathOf,
  type ApiDocument,
  type ApiOperationObject,
  type ApiPathItem,
  type ApiSchema,
  type PageTag,
} from "./document"
import { highlightedBlock, sampleTabs } from "./highlight"
import { html, inlineHtml } from "./markdown"
import { responsesOf, sampleRequestOf, STATUS_TEXT } from "./operation-parts"
import { requestSamples } from "./samples"
import { fieldsOf, resolvedSchema, typeOf } from "./schema-tree"
import type { ApiOperation, ApiParameter, ApiResourcePage } from "./types"

// OpenAPI document -> reference page models. Pure: the document comes in parsed,
// problems go out as `file#/json/pointer: what is wrong` lines so a writer can find them.

/** The methods a page shows, in this order. */
export const METHODS = [`get`, `post`, `put`, `patch`, `delete`] as const

export interface ModelResult {
  pages: Array<ApiResourcePage>
  problems: Array<string>
}

/** JSON pointer escaping (RFC 6901). */
export function pointer(...segments: Array<string>): string {
  return `#/` + segments.map(segment => segment.replaceAll(`~`, `~0`).replaceAll(`/`, `~1`)).join(`/`)
}

function parametersOf(pathItem: ApiPathItem, operation: ApiOperationObject): Array<ApiParameter> {
  const all = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]
  return all.flatMap(written => {
    const parameter = inPlace(written)
    if (!parameter) return []
    const schema = inPlace(parameter.schema)
    return [
      {
        name: parameter.name,
        location: parameter.in,
        type: typeOf(schema),
        required: parameter.required === true,
        descriptionHtml: inlineHtml(parameter.description),
        ...(schema?.enum ? { enumValues: schema.enum.map(value => String(value)) } : {}),
        ...(schema?.default !== undefined ? { defaultValue: String(schema.default) } : {}),
      },
    ]
  })
}

function successResponse(operation: ApiOperationObject): { status: string; body?: string } | undefined {
  const entry = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))
  const response = inPlace(entry?.[1])
  if (!entry || !response) return undefined
  const [status] = entry
  const example: unknown = response.content?.[`application/json`]?.example
  if (example === undefined && status !== `204`) return undefined
  return {
    status: `${status} ${STATUS_TEXT[status] ?? response.description ?? ``}`.trim(),
    body: example === undefined ? undefined : JSON.stringify(example, null, 2),
  }
}

/** Problems with the tags (the pages) of a document. */
function tagProblems(document: ApiDocument, file: string): Array<string> {
  const problems: Array<string> = []
  for (const [index, tag] of (document.tags ?? []).entries()) {
    const where = `${file}${pointer(`tags`, String(index))}`
    const pagePath = pagePathOf(tag)
    if (!pagePath || !/^\/api-reference\/.+\/$/.test(pagePath)) {
      problems.push(
        `${where}: tag "${tag.name}" needs x-page-path: /api-reference/<api>/…/ (with the trailing slash)`,
      )
    }
    if (!tag[`x-group`]) problems.push(`${where}: tag "${tag.name}" needs x-group (its sidebar group)`)
    if (tag[`x-schema`] && !document.components?.schemas?.[String(tag[`x-schema`])]) {
      problems.push(`${where}: x-schema "${String(tag[`x-schema`])}" is not in components.schemas`)
    }
  }
  return problems
}

/** Why an operation cannot be shown, or undefined when it can. */
function operationProblem(
  operation: ApiOperationObject,
  where: string,
  byTag: Map<string, Array<ApiOperation>>,
): string | undefined {
  const operationTags = operation.tags ?? []
  if (operationTags.length !== 1)
    return `${where}: an operation belongs to exactly one page; give it one tag (it has ${operationTags.length})`
  if (!byTag.has(operationTags[0]))
    return `${where}: tag "${operationTags[0]}" is not declared in the document's tags`
  if (!successResponse(operation))
    return `${where}: no 2xx response with an application/json example; add one under responses`
  if (!operation.summary) return `${where}: no summary; it is the operation's heading`
  return undefined
}

/**
 * Each tag's operations. Operations with the same summary in one tag are one operation with all their
 * endpoints (the real site shows e.g. "Show Ticket" once for two paths).
 */
function operationsByTag(
  document: ApiDocument,
  file: string,
  problems: Array<string>,
): Map<string, Array<ApiOperation>> {
  const byTag = new Map<string, Array<ApiOperation>>((document.tags ?? []).map(tag => [String(tag.name), []]))
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem?.[method]
      if (!pathItem || !operation) continue
      const problem = operationProblem(operation, `${file}${pointer(`paths`, path, method)}`, byTag)
      const response = successResponse(operation)
      const operations = byTag.get(operation.tags?.[0] ?? ``)
      if (problem || !response || !operations) {
        if (problem) problems.push(problem)
        continue
      }
      const id = GithubSlugger.slug(String(operation.summary))
      const endpoint = { method: method.toUpperCase(), path }
      const existing = operations.find(candidate => candidate.id === id)
      if (existing) {
        existing.endpoints.push(endpoint)
        continue
      }
      operations.push({
        id,
        title: String(operation.summary),
        endpoints: [endpoint],
        descriptionHtml: html(operation.description),
        allowedFor: String(operation[`x-allowed-for`] ?? ``),
        pagination: operation[`x-pagination`],
        parameters: parametersOf(pathItem, operation),
        samplesHtml: sampleTabs(
          requestSamples(sampleRequestOf(document, pathItem, operation, method, path)),
          `${id}-samples`,
        ),
        responses: responsesOf(document, operation),
        requestFields: fieldsOf(
          resolvedSchema(document, Object.values(inPlace(operation.requestBody)?.content ?? {})[0]?.schema),
          document,
        ),
      })
    }
  }
  return byTag
}

/** The schema whose properties make a page's JSON format table, if its tag names one. */
function schemaOf(document: ApiDocument, tag: PageTag): ApiSchema | undefined {
  return tag[`x-schema`] ? inPlace(document.components?.schemas?.[String(tag[`x-schema`])]) : undefined
}

export function buildApiPages(
  document: ApiDocument,
  file: string,
  downloads: Pick<ApiResourcePage, `downloadPath` | `postmanPath`>,
): ModelResult {
  const problems = tagProblems(document, file)
  const byTag = operationsByTag(document, file, problems)
  const pages = (document.tags ?? []).map((tag, index): ApiResourcePage => {
    const source = `${file}${pointer(`tags`, String(index))}`
    const schema = schemaOf(document, tag)
    const operations = byTag.get(String(tag.name)) ?? []
    if (operations.length === 0)
      problems.push(`${source}: tag "${tag.name}" has no operations; remove it or tag an operation with it`)
    return {
      path: String(tag[`x-page-path`]),
      title: String(tag.name),
      introHtml: html(tag.description),
      group: String(tag[`x-group`] ?? ``),
      order: tagOrder(tag[`x-order`]),
      source,
      ...downloads,
      apiTitle: document.info?.title ?? ``,
      fields: fieldsOf(schema, document),
      exampleObjectHtml:
        schema?.example === undefined
          ? undefined
          : highlightedBlock(`json`, JSON.stringify(schema.example, null, 2)),
      operations,
    }
  })
  return { pages, problems }
}
