import { elementsIn, type HtmlElement } from "./html-tree"

/**
 * Content cannot run script. Writers' markdown and the descriptions in OpenAPI documents become HTML in
 * the site's pages; the build stops, naming the file and line, on anything in them that would run script
 * or embed another page: script-like elements, event-handler attributes, and script or data URLs.
 * Nothing is removed silently: a mistake is shown and fixed where it was written.
 */
export interface CheckedContent {
  /** The file that holds the content (markdown or an OpenAPI document). */
  source: string
  /** The content as rendered. */
  html: string
  /** The file's text, to find the line of a problem in. */
  text?: string
}

const FORBIDDEN_ELEMENTS = new Set([
  `script`,
  `iframe`,
  `frame`,
  `frameset`,
  `object`,
  `embed`,
  `applet`,
  `base`,
])
const URL_ATTRIBUTES = new Set([
  `href`,
  `src`,
  `action`,
  `formaction`,
  `xlink:href`,
  `data`,
  `poster`,
  `background`,
  `srcset`,
])
const FORBIDDEN_SCHEMES = /^(javascript|vbscript|data):/

/** A URL's scheme as a browser reads it: control characters and whitespace inside it do not count. */
function scheme(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u0020\u007f]/g, ``).toLowerCase()
}

function elementProblems(element: HtmlElement): Array<{ what: string; needle: string; fix: string }> {
  const problems: Array<{ what: string; needle: string; fix: string }> = []
  if (FORBIDDEN_ELEMENTS.has(element.tag)) {
    problems.push({
      what: `a <${element.tag}> element`,
      needle: `<${element.tag}`,
      fix: `remove it; content may not run script or embed other pages`,
    })
  }
  for (const [name, value] of element.attributes) {
    if (name.toLowerCase().startsWith(`on`)) {
      problems.push({
        what: `an ${name}= attribute on <${element.tag}>`,
        needle: name,
        fix: `remove it; content may not run script`,
      })
    } else if (URL_ATTRIBUTES.has(name.toLowerCase()) && FORBIDDEN_SCHEMES.test(scheme(value))) {
      const used = scheme(value).split(`:`)[0]
      problems.push({
        what: `a ${used}: URL in ${name}= of <${element.tag}>`,
        needle: used,
        fix: `link to a page of the site or an https: address instead`,
      })
    }
  }
  return problems
}

/** The line of the first occurrence of `needle` in the text (any letter case), from 1; 0 when not found. */
function lineOf(text: string | undefined, needle: string): number {
  if (!text) return 0
  const index = text.toLowerCase().indexOf(needle.toLowerCase())
  return index === -1 ? 0 : text.slice(0, index).split(`\n`).length
}

export function unsafeContentProblems(contents: ReadonlyArray<CheckedContent>): Array<string> {
  return contents.flatMap(content =>
    elementsIn(content.html).flatMap(element =>
      elementProblems(element).map(problem => {
        const line = lineOf(content.text, problem.needle)
        return `${content.source}${line ? `:${line}` : ``}: ${problem.what}; ${problem.fix}`
      }),
    ),
  )
}
