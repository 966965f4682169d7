import path from "path"
import yaml from "js-yaml"
import { compileErrors, validate } from "@readme/openapi-parser"
import { apiDownloadPath, apiPostmanPath } from "../config/site-areas"
import { expandProductTokens } from "../lib/paths"
import { yamlErrorProblem } from "../lib/yaml-errors"
import { openApiContentProblems } from "./content-gate"
import type { ApiDocument } from "./document"
import { buildApiPages } from "./model"
import type { ApiResourcePage } from "./types"

// Reads every `content/api-reference/<api>/openapi.yaml`, validates it with @readme/openapi-parser
// (a maintained fork of swagger-parser whose errors point at the offending line) and turns it into
// page models. Returns every problem of every file rather than stopping at the first.

export interface LoadedApi {
  api: string
  file: string
  /** The validated document, product tokens expanded, for the download. */
  document: unknown
  downloadPath: string
  pages: Array<ApiResourcePage>
}

/**
 * One description, from its text: `file` is its path in the repository (content/api-reference/<api>/openapi.yaml),
 * which names the API and every problem.
 */
export async function loadApiDescription(
  text: string,
  file: string,
): Promise<{ api?: LoadedApi; problems: Array<string> }> {
  const api = path.basename(path.dirname(file))
  let parsed: unknown
  try {
    parsed = yaml.load(expandProductTokens(text))
  } catch (error) {
    return { problems: [yamlErrorProblem(file, error)] }
  }
  // References outside the document are never resolved: no file is read and nothing is fetched (the
  // content tree gate names any such `$ref` before the build starts: src/lib/content-tree-gate.ts).
  const result = await validate(JSON.parse(JSON.stringify(parsed)), {
    resolve: { external: false, file: false },
  })
  if (!result.valid) {
    return { problems: [`${file}: invalid OpenAPI document:\n${compileErrors(result)}`] }
  }
  // The boundary: YAML the parser has just validated as an OpenAPI 3 document.
  const document = parsed as ApiDocument
  const unsafe = openApiContentProblems(document, text, file)
  if (unsafe.length > 0) return { problems: unsafe }
  const downloadPath = apiDownloadPath(api)
  const { pages, problems } = buildApiPages(document, file, {
    downloadPath,
    postmanPath: apiPostmanPath(api),
  })
  return { api: { api, file, document, downloadPath, pages }, problems }
}
