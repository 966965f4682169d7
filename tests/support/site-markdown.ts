import remark from "remark"
import footnotes from "remark-footnotes"

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS Gatsby plugin without types
const syntax = require(`../../plugins/gatsby-remark-gfm-syntax`) as {
  gfmSyntax: () => void
  setParserPlugins: () => Array<() => void>
}

export const { gfmSyntax, setParserPlugins } = syntax

/**
 * gatsby-transformer-remark's parser as gatsby-config.ts sets it up for the site: its own `gfm` off,
 * footnotes on, then each remark plugin's setParserPlugins (plugins/gatsby-remark-gfm-syntax).
 */
export const siteMarkdown = remark().use(footnotes, { inlineNotes: true }).use(setParserPlugins())
