/**
 * The redirect table's types. A family is one old-address scheme of the old site (its REST docs,
 * its apps docs, its SDK guides…), written as `[old address, current page]` pairs so the pipeline
 * sees every row: an address listed twice is reported, never silently overwritten as a repeated key
 * of an object literal would be.
 */
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

export function defineFamily(family: {
  name: string
  module: string
  rules: AddressPairs
  fallbacks?: AddressPairs
}): RedirectFamily {
  return { ...family, fallbacks: family.fallbacks ?? [] }
}

/** `[["<prefix>/<page><suffix>", target], …]` for every `[page, target]` of a table. */
export function underPrefix(prefix: string, table: AddressPairs, suffix = ``): AddressPairs {
  return table.map(([page, target]) => [`${prefix}/${page}${suffix}`, target] as const)
}
