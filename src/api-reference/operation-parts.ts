/*
 * The parts of an operation built from more than its own object: its responses (shared ones in
 * `components/responses` followed) and what its request samples send (the document's servers and
 * security schemes).
 */
import { highlightedBlock } from "./highlight"
import { inlineHtml } from "./markdown"
import {
  inPlace,
  type ApiDocument,
  type ApiOperationObject,
  type ApiPathItem,
  type ApiSchema,
} from "./document"
import type { SampleRequest } from "./samples"
import type { ApiResponse } from "./types"

export const STATUS_TEXT: Record<string, string> = {
  "200": `OK`,
  "201": `Created`,
  "202": `Accepted`,
  "204": `No Content`,
  "207": `Multi-Status`,
  "400": `Bad Request`,
  "401": `Unauthorized`,
  "403": `Forbidden`,
  "404": `Not Found`,
  "409": `Conflict`,
  "413": `Payload Too Large`,
  "422": `Unprocessable Entity`,
  "429": `Too Many Requests`,
  "500": `Internal Server Error`,
  "503": `Service Unavailable`,
}

type ResponseOf = ApiOperationObject[`responses`][string]

/** A response written in place, or the `#/components/responses/…` one it refers to. */
function resolvedResponse(document: ApiDocument, written: ResponseOf | undefined) {
  if (written && `$ref` in written) {
    const name = written.$ref.replace(/^#\/components\/responses\//, ``)
    return inPlace(document.components?.responses?.[name])
  }
  return inPlace(written)
}

export function exampleOf(content: { example?: unknown; schema?: unknown } | undefined): unknown {
  return content?.example ?? inPlace(content?.schema as ApiSchema | undefined)?.example
}

/** Every documented status, in order, each with its example body highlighted. */
export function responsesOf(document: ApiDocument, operation: ApiOperationObject): Array<ApiResponse> {
  return Object.entries(operation.responses ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([status, written]) => {
      const response = resolvedResponse(document, written)
      if (!response) return []
      const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? []
      const example = exampleOf(content)
      const body = example === undefined ? undefined : JSON.stringify(example, null, 2)
      return [
        {
          status: `${status} ${STATUS_TEXT[status] ?? ``}`.trim(),
          error: !/^[23]/.test(status),
          descriptionHtml: inlineHtml(response.description),
          bodyHtml:
            body === undefined
              ? undefined
              : highlightedBlock(/json/.test(mediaType ?? ``) ? `json` : `text`, body),
        },
      ]
    })
}

/** How an operation authenticates, from its own `security` or the document's. */
function authOf(document: ApiDocument, operation: ApiOperationObject): SampleRequest[`auth`] {
  const [requirement] = operation.security ?? document.security ?? []
  const [name] = Object.keys(requirement ?? {})
  const scheme = name ? inPlace(document.components?.securitySchemes?.[name]) : undefined
  if (!scheme) return undefined
  if (scheme.type === `http`) return scheme.scheme.toLowerCase() === `basic` ? `basic` : `bearer`
  return scheme.type === `oauth2` || scheme.type === `openIdConnect` ? `bearer` : undefined
}

/** What a sample sends: required query parameters, and optional ones that give an example. */
export function sampleRequestOf(
  document: ApiDocument,
  pathItem: ApiPathItem,
  operation: ApiOperationObject,
  method: string,
  path: string,
): SampleRequest {
  const query = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].flatMap(written => {
    const parameter = inPlace(written)
    if (!parameter || parameter.in !== `query`) return []
    const example: unknown = parameter.example ?? inPlace(parameter.schema)?.example
    if (example === undefined && !parameter.required) return []
    return [{ name: parameter.name, value: example === undefined ? `{${parameter.name}}` : String(example) }]
  })
  const [mediaType, content] = Object.entries(inPlace(operation.requestBody)?.content ?? {})[0] ?? []
  return {
    method,
    serverUrl: document.servers?.[0]?.url ?? ``,
    path,
    query,
    auth: authOf(document, operation),
    body: mediaType ? { mediaType, example: exampleOf(content) } : undefined,
  }
}
