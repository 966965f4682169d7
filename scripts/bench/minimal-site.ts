/*
 * The floor bench:scale compares the site with: a minimal Gatsby 5 site of the same page count, from
 * the same markdown. gatsby-source-filesystem and gatsby-transformer-remark with their defaults, one
 * template showing the title and the HTML; no layout, no navigation, no search, no images, no redirects,
 * Gatsby's own webpack and Parcel settings. Written into a scratch folder inside the project, so it builds
 * with the project's node_modules, and built as the site is (gatsbyEnv: the same Node options).
 */
import fs from "fs"
import path from "path"
import { PROJECT_ROOT, writeGatsbyParcelConfig } from "../time-limits/gatsby-build"

const CONFIG = `module.exports = {
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: __dirname + "/content" } },
    "gatsby-transformer-remark",
  ],
}
`

const NODE = `exports.onCreateNode = ({ node, getNode, actions }) => {
  if (node.internal.type !== "MarkdownRemark") return
  const file = getNode(node.parent)
  actions.createNodeField({ node, name: "slug", value: "/" + file.relativeDirectory + "/" })
}

exports.createPages = async ({ graphql, actions }) => {
  const { data } = await graphql("{ allMarkdownRemark { nodes { id fields { slug } } } }")
  for (const node of data.allMarkdownRemark.nodes)
    actions.createPage({
      path: node.fields.slug,
      component: require.resolve("./src/templates/page.js"),
      context: { id: node.id },
    })
}
`

const TEMPLATE = `import React from "react"
import { graphql } from "gatsby"

export default function Page({ data }) {
  const page = data.markdownRemark
  return (
    <main>
      <h1>{page.frontmatter.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </main>
  )
}

export const query = graphql\`
  query ($id: String!) {
    markdownRemark(id: { eq: $id }) { html frontmatter { title } }
  }
\`
`

/** Gatsby builds only a folder whose package.json depends on it: the project's own versions. */
function minimalPackage() {
  const project = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, `package.json`), `utf8`))
  const names = [`gatsby`, `gatsby-source-filesystem`, `gatsby-transformer-remark`, `react`, `react-dom`]
  return {
    name: `minimal-gatsby-site`,
    private: true,
    dependencies: Object.fromEntries(names.map(name => [name, project.dependencies[name]])),
  }
}

function markdownFiles(contentDir: string): Array<string> {
  return fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name === `index.md`)
    .map(entry => path.join(entry.parentPath, entry.name))
    .sort()
}

/**
 * A minimal site in `dir` with `pages` pages: every markdown page of `contentDir`, then copies of them
 * in numbered folders until the count is reached (the site also has pages made from OpenAPI documents).
 */
export function writeMinimalSite(dir: string, contentDir: string, pages: number): void {
  const sources = markdownFiles(contentDir)
  fs.mkdirSync(path.join(dir, `src`, `templates`), { recursive: true })
  fs.writeFileSync(path.join(dir, `package.json`), JSON.stringify(minimalPackage(), null, 2))
  fs.writeFileSync(path.join(dir, `gatsby-config.js`), CONFIG)
  fs.writeFileSync(path.join(dir, `gatsby-node.js`), NODE)
  writeGatsbyParcelConfig(dir)
  fs.writeFileSync(path.join(dir, `src`, `templates`, `page.js`), TEMPLATE)
  for (let index = 0; index < pages; index += 1) {
    const source = sources[index % sources.length]
    // Folder names hold `{product}` where the URL has the product's slug.
    const folder =
      index < sources.length
        ? path.dirname(path.relative(contentDir, source)).replaceAll(`{product}`, `product`)
        : path.join(`copies`, String(index))
    fs.mkdirSync(path.join(dir, `content`, folder), { recursive: true })
    fs.copyFileSync(source, path.join(dir, `content`, folder, `index.md`))
  }
}
