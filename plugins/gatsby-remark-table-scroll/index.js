/**
 * Puts every markdown table in a labelled region that scrolls sideways on its own, so a wide table never
 * makes the page scroll, and takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
 * The label names the section the table is in: "Table: Limits", then "Table: Limits (2)".
 * src/components/TableScroll.tsx renders the same wrapper for the API reference's tables.
 */
const visit = require(`unist-util-visit`)

/** A heading's text: what its text and inline code say. */
const textOf = node =>
  node.value !== undefined ? String(node.value) : (node.children || []).map(textOf).join(``)

const escapeAttribute = text => text.replace(/&/g, `&amp;`).replace(/"/g, `&quot;`).replace(/</g, `&lt;`)

/** Each table of the tree, in document order, with the label of its region. */
function labelledTables(tree) {
  const found = []
  const seen = new Map()
  let heading = ``
  visit(
    tree,
    node => node.type === `heading` || node.type === `table`,
    (node, index, parent) => {
      if (node.type === `heading`) {
        heading = textOf(node).trim()
        return
      }
      const base = heading ? `Table: ${heading}` : `Table`
      const count = (seen.get(base) || 0) + 1
      seen.set(base, count)
      found.push({ node, parent, label: count > 1 ? `${base} (${count})` : base })
    },
  )
  return found
}

function wrapTables(tree) {
  for (const { node, parent, label } of labelledTables(tree)) {
    const at = parent.children.indexOf(node)
    const open = `<div class="table-scroll" role="region" aria-label="${escapeAttribute(label)}" tabindex="0">`
    parent.children.splice(at, 1, { type: `html`, value: open }, node, { type: `html`, value: `</div>` })
  }
}

module.exports = ({ markdownAST }) => {
  wrapTables(markdownAST)
  return markdownAST
}
module.exports.wrapTables = wrapTables
