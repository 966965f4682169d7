/**
 * Expands the product tokens (`{product}`, the URL slug; `{Product}`, the name) in markdown text, code,
 * links and images, so the product name is one setting in site configuration.
 * Options: { tokens }, the token map of src/lib/paths.ts (PRODUCT_TOKENS) via gatsby-config.
 */
const visit = require(`unist-util-visit`)

const FIELDS = [`value`, `url`, `title`, `alt`]

function expand(text, tokens) {
  return Object.entries(tokens).reduce((expanded, [token, value]) => expanded.replaceAll(token, value), text)
}

module.exports = ({ markdownAST }, { tokens }) => {
  visit(markdownAST, node => {
    for (const field of FIELDS) {
      if (typeof node[field] === `string`) node[field] = expand(node[field], tokens)
    }
  })
  return markdownAST
}
