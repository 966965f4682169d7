/*
 * The content gate in markdown's syntax tree. The check itself is src/lib/markdown-gate.ts, handed in
 * by gatsby-config.ts as the `gate` option (TypeScript a remark plugin cannot import by itself).
 * Listed first among the remark plugins, so it sees what the writer wrote, before any plugin adds markup.
 */
module.exports = ({ markdownAST, markdownNode, getNode }, { gate }) => {
  // The page's folder inside content/ (gatsby-source-filesystem's File node), for relative images.
  const file = markdownNode.parent ? getNode(markdownNode.parent) : undefined
  gate(markdownAST, file?.relativeDirectory ?? ``)
  return markdownAST
}
