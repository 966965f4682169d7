/*
 * A Postman collection of an OpenAPI document, made by Postman's own converter (openapi-to-postmanv2):
 * one folder per tag (a page of the reference), examples as the request bodies, the document's auth,
 * and `{subdomain}` as a collection variable. Served beside the OpenAPI download (gatsby/post-build.ts).
 */
import { convertV2 } from "openapi-to-postmanv2"

type Json = null | boolean | number | string | Array<Json> | { [key: string]: Json }

/** The converter gives every item a random id; without them each build writes the same file. */
function withoutIds(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value === null || typeof value !== `object`) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== `id` && key !== `_postman_id`)
      .map(([key, child]) => [key, withoutIds(child)]),
  )
}

/**
 * The collection's auth refers to `{{basicAuthUsername}}` and the like without declaring them; declared
 * as collection variables, they show in Postman's variables tab for the reader to fill in.
 */
function withAuthVariables(collection: { [key: string]: Json }): { [key: string]: Json } {
  const variables = Array.isArray(collection.variable) ? collection.variable : []
  const declared = new Set(variables.map(variable => (variable as { key?: string }).key))
  const used = [...JSON.stringify(collection.auth ?? null).matchAll(/\{\{(\w+)\}\}/g)].map(match => match[1])
  const missing = [...new Set(used)].filter(key => !declared.has(key))
  return {
    ...collection,
    variable: [...variables, ...missing.map(key => ({ key, value: ``, type: `string` }))],
  }
}

export function postmanCollection(document: unknown, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    convertV2(
      { type: `json`, data: document as object },
      { folderStrategy: `Tags`, parametersResolution: `Example` },
      (error, result) => {
        const output = result?.output?.[0]?.data as { [key: string]: Json } | undefined
        if (error || !result?.result || !output) {
          reject(
            new Error(
              `${file}: openapi-to-postmanv2 could not convert it: ${String(error ?? result?.reason)}`,
            ),
          )
          return
        }
        resolve(JSON.stringify(withoutIds(withAuthVariables(output)), null, 2))
      },
    )
  })
}
