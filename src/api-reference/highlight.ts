/*
 * The API reference's code blocks, highlighted at build time by the guides' own pipeline: the block is
 * what gatsby-remark-prismjs makes of a fenced block (its highlighter, its wrapper), and a set of samples
 * is the tab set gatsby-remark-code-tabs makes of consecutive blocks, so one site-wide language choice
 * (src/components/useCodeBlocks.ts) drives both. Nothing here reaches the browser: the page model
 * carries the HTML.
 */
import path from "path"
import type { Sample } from "./samples"

// CommonJS modules without types: gatsby-remark-prismjs's highlighter and this site's tab plugin (found
// from the site's root, as Gatsby finds it, so the path holds wherever Gatsby compiles this file to).
/* eslint-disable @typescript-eslint/no-require-imports */
const highlightCode: (language: string, code: string) => string = require(
  `gatsby-remark-prismjs/highlight-code`,
)
const codeTabs: {
  tabSet: (blocks: Array<{ language: string; label: string; html: string }>, setId: string) => string
  withCopyButton: (html: string) => string
} = require(path.resolve(`plugins/gatsby-remark-code-tabs`))
/* eslint-enable @typescript-eslint/no-require-imports */

/** One block, as gatsby-remark-prismjs and then gatsby-remark-code-tabs render a fenced block. */
export function highlightedBlock(language: string, code: string): string {
  const className = `language-${language}`
  return codeTabs.withCopyButton(
    `<div class="gatsby-highlight" data-language="${language}"><pre class="${className}">` +
      `<code class="${className}">${highlightCode(language, code)}</code></pre></div>`,
  )
}

/** An operation's samples as one tab set; `setId` is unique on the page. */
export function sampleTabs(samples: ReadonlyArray<Sample>, setId: string): string {
  return codeTabs.tabSet(
    samples.map(({ language, label, code }) => ({ language, label, html: highlightedBlock(language, code) })),
    setId,
  )
}
