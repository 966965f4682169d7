/**
 * Expands `{product}` (URL slug) and `{Product}` (name) in markdown text, code, links and images,
 * so the product name is one setting in site configuration.
 * Options: { name, slug } from src/config/site.ts via gatsby-config.
 */
const visit = require(`unist-util-visit`)

const FIELDS = [`value`, `url`, `title`, `alt`]

function expand(text, { name, slug }) {
  return text.replaceAll(`{product}`, slug).replaceAll(`{Product}`, name)
}

module.exports = ({ markdownAST }, options) => {
  visit(markdownAST, node => {
    for (const field of FIELDS) {
      if (typeof node[field] === `string`) node[field] = expand(node[field], options)
    }
  })
  return markdownAST
}
