// The redirect table's types. A family is one old-address scheme of the old site (its REST docs,
// its apps docs, its SDK guides…), written as `[old address, current page]` pairs so the pipeline
// sees every row: an address listed twice is reported, never silently overwritten as a repeated key
// of an object literal would be.

export type AddressPair = readonly [oldAddress: string, currentPage: string]

export type AddressPairs = ReadonlyArray<AddressPair>

export interface RedirectFamily {
  name: string
  /** Where the family is written, for error messages. */
  module: string
  /** Old addresses, each sent to the page that covers it now. */
  rules: AddressPairs
  /**
   * Prefix fallbacks: any other address under the prefix goes to the page, the closest section
   * (`/rest_api/docs/chat` covers `/rest_api/docs/chat/anything`). Exact rules win; the longest
   * prefix wins among fallbacks.
   */
  fallbacks: AddressPairs
}

/** Where a family of redirects/families/ is written: the module named after it. */
export function familyModule(name: string): string {
  return `redirects/families/${name}.ts`
}

/**
 * A family of the table. `module` defaults to the family's own file (redirects/families/<name>.ts); the
 * families the content implies name the markdown file or module they come from instead.
 */
export function defineFamily(family: {
  name: string
  module?: string
  rules: AddressPairs
  fallbacks?: AddressPairs
}): RedirectFamily {
  const { name, module = familyModule(name), rules, fallbacks = [] } = family
  return { name, module, rules, fallbacks }
}

/** `[["<prefix>/<page><suffix>", target], …]` for every `[page, target]` of a table. */
export function underPrefix(prefix: string, table: AddressPairs, suffix = ``): AddressPairs {
  return table.map(([page, target]) => [`${prefix}/${page}${suffix}`, target] as const)
}

const isPairs = (value: unknown): value is AddressPairs =>
  Array.isArray(value) &&
  value.every(
    pair => Array.isArray(pair) && pair.length === 2 && pair.every(address => typeof address === `string`),
  )

/**
 * Families printed as JSON by another process (scripts/redirect-families.ts, for `gatsby develop`),
 * checked before anything uses them: a list of `{ name, module, rules, fallbacks }` with
 * `[old address, current page]` pairs. Throws, naming what is wrong, on anything else.
 */
export function familiesFromJson(text: string): Array<RedirectFamily> {
  const parsed: unknown = JSON.parse(text)
  if (!Array.isArray(parsed)) throw new Error(`expected a list of redirect families, got ${typeof parsed}`)
  return parsed.map((family: unknown, index) => {
    const fields = new Map<string, unknown>(
      typeof family === `object` && family ? Object.entries(family) : [],
    )
    const [name, module, rules, fallbacks] = [`name`, `module`, `rules`, `fallbacks`].map(key =>
      fields.get(key),
    )
    if (typeof name !== `string` || typeof module !== `string` || !isPairs(rules) || !isPairs(fallbacks))
      throw new Error(
        `redirect family ${index + 1} is not { name, module, rules, fallbacks } with [old address, current page] pairs`,
      )
    return { name, module, rules, fallbacks }
  })
}
