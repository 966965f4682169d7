// The extensions that mark a path as a file, exempt from the trailing-slash rule.
// No imports, so the browser's redirect lookup can use it without pulling in site configuration.

export const FILE_EXTENSIONS = [`html`, `json`, `js`, `map`, `txt`, `xml`, `pdf`] as const

/** `(\.(html|json|…))`, for regular expressions that must agree with isFilePath. */
export const FILE_EXTENSION_GROUP = `(\\.(${FILE_EXTENSIONS.join(`|`)}))`

export function isFilePath(pathname: string): boolean {
  const lower = pathname.toLowerCase()
  return FILE_EXTENSIONS.some(extension => lower.endsWith(`.${extension}`))
}
