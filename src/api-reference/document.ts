/*
 * An OpenAPI 3 document as this site writes it: the types of openapi-types (the ones
 * @readme/openapi-parser validates against), with the extensions that make a tag a page. A document
 * comes from YAML, so the extensions are checked where they are read (src/api-reference/model.ts).
 */
import type { OpenAPIV3 } from "openapi-types"

/** A tag is a page of the reference; these place it (README, "API reference resources"). */
export interface PageTag extends OpenAPIV3.TagObject {
  /** The page's path: `/api-reference/<api>/…/`. */
  "x-page-path"?: unknown
  /** Its group in the section's sidebar. */
  "x-group"?: unknown
  /** Its position among its siblings, lower first. */
  "x-order"?: unknown
  /** The schema (components.schemas) whose properties make the page's JSON format table. */
  "x-schema"?: unknown
}

/** What an operation may add: who may call it, and how it pages. */
export interface OperationExtensions {
  "x-allowed-for"?: unknown
  "x-pagination"?: string
}

export type ApiOperationObject = OpenAPIV3.OperationObject<OperationExtensions>
export type ApiPathItem = OpenAPIV3.PathItemObject<OperationExtensions>
export type ApiSchema = OpenAPIV3.SchemaObject

export interface ApiDocument extends Omit<OpenAPIV3.Document<OperationExtensions>, `tags`> {
  tags?: Array<PageTag>
}

/** The object itself, or undefined for a `$ref` (this site's documents write every object in place). */
export function inPlace<T extends object>(value: T | OpenAPIV3.ReferenceObject | undefined): T | undefined {
  return value === undefined || `$ref` in value ? undefined : value
}

/** A tag's page path, when it has one. */
export function pagePathOf(tag: PageTag): string | undefined {
  return typeof tag[`x-page-path`] === `string` ? tag[`x-page-path`] : undefined
}
