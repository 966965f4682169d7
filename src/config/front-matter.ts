/**
 * Front matter is a handful of keys; no page needs YAML aliases beyond a few, and a document that
 * expands more than this many is an entity-expansion attack ("billion laughs"), refused as a mistake.
 */
export const FRONT_MATTER_MAX_ALIASES = 10
