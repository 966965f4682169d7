/**
 * The redirect table's types (issue 5, item 1). Every rule is permanent, case-insensitive and
 * also applied in the browser; the flags are part of the type so a rule cannot say otherwise.
 */
export interface RedirectRule {
  fromPath: string
  toPath: string
  isPermanent: true
  ignoreCase: true
  redirectInBrowser: true
}

/** One old-address family: its rules and the module they are written in (for error messages). */
export interface RedirectFamily {
  name: string
  module: string
  rules: Array<RedirectRule>
}

/** Writes a family as `{ "/old/path": "/new/path/" }`, the way the table is easiest to read and review. */
export function defineFamily(name: string, module: string, map: Record<string, string>): RedirectFamily {
  return {
    name,
    module,
    rules: Object.entries(map).map(([fromPath, toPath]) => ({
      fromPath,
      toPath,
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: true,
    })),
  }
}
