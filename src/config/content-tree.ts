/*
 * What the content tree may hold before anything is read from it (src/lib/content-tree-gate.ts).
 */

/** Lists and quotes nested deeper than this are refused before a parser sees them: remark recurses per level. */
export const MARKDOWN_MAX_NESTING = 100

/** Characters a folder name (so a URL segment) may not hold, each with how a URL would read it. */
export const UNCLEAN_FOLDER_CHARACTERS: ReadonlyArray<[character: RegExp, why: string]> = [
  [/\?/, `"?" starts a URL's query`],
  [/#/, `"#" starts a URL's fragment`],
  [/%/, `"%" starts a percent-encoded byte in a URL`],
  // eslint-disable-next-line no-control-regex
  [/[\u0000-\u001f\u007f]/, `a control character cannot be typed in an address`],
  [/[. ]$/, `a trailing dot or space is dropped by Windows and by some hosts`],
]
