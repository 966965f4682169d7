/*
 * A schema's properties as the nested tree a page shows (src/components/PropertyTree.tsx): references
 * followed, `allOf`/`oneOf`/`anyOf` resolved, an object's or array items' properties under their parent.
 */
import type { ApiDocument, ApiSchema } from "./document"
import { inlineHtml } from "./markdown"
import type { ApiField } from "./types"

export function typeOf(schema: ApiSchema | undefined): string {
  return schema?.type ?? `object`
}

/** Nesting shown at most this deep: a schema that refers to itself stops here. */
const TREE_DEPTH = 4

/**
 * A schema as a reader sees it: a `#/components/schemas/…` reference followed, `allOf` merged into one
 * object, `oneOf`/`anyOf` variants' properties offered together.
 */
export function resolvedSchema(document: ApiDocument, written: unknown): ApiSchema | undefined {
  if (!written || typeof written !== `object`) return undefined
  if (`$ref` in written) {
    const name = String(written.$ref).replace(/^#\/components\/schemas\//, ``)
    return resolvedSchema(document, document.components?.schemas?.[name])
  }
  const schema = written as ApiSchema
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
  if (parts.length === 0) return schema
  const resolved = parts.map(part => resolvedSchema(document, part) ?? {})
  return {
    ...schema,
    type: (schema.type ?? resolved.find(part => part.type)?.type) as ApiSchema[`type`],
    properties: Object.assign({}, ...resolved.map(part => part.properties ?? {}), schema.properties ?? {}),
    // allOf's parts are all required; a oneOf variant's fields only when that variant is sent.
    required: [
      ...(schema.required ?? []),
      ...(schema.allOf ?? []).flatMap((_, index) => resolved[index].required ?? []),
    ],
  } as ApiSchema
}

function typeLabel(schema: ApiSchema | undefined, document: ApiDocument): string {
  const variants = schema?.oneOf ?? schema?.anyOf
  if (variants)
    return `one of ${variants.map(variant => typeOf(resolvedSchema(document, variant))).join(` | `)}`
  if (schema?.type === `array`) return `array of ${typeOf(resolvedSchema(document, schema.items))}`
  return typeOf(schema)
}

export function fieldsOf(
  schema: ApiSchema | undefined,
  document: ApiDocument = {} as ApiDocument,
  depth = 0,
): Array<ApiField> {
  const required = new Set<string>(schema?.required ?? [])
  return Object.entries(schema?.properties ?? {}).map(([name, written]) => {
    const property = resolvedSchema(document, written)
    const nested = property?.type === `array` ? resolvedSchema(document, property.items) : property
    const children = depth < TREE_DEPTH && nested?.properties ? fieldsOf(nested, document, depth + 1) : []
    return {
      name,
      type: typeLabel(property, document),
      readOnly: property?.readOnly === true,
      mandatory: required.has(name),
      descriptionHtml: inlineHtml(property?.description),
      ...(property?.nullable ? { nullable: true } : {}),
      ...(property?.enum ? { enumValues: property.enum.map(value => JSON.stringify(value)) } : {}),
      ...(property?.default !== undefined ? { defaultValue: JSON.stringify(property.default) } : {}),
      ...(children.length > 0 ? { children } : {}),
    }
  })
}
