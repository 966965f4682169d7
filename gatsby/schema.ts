import type { GatsbyNode } from "gatsby"

/** The explicit content schema (issue 2, item 4); gatsby-starter-blog's habit of not relying on inference. */
export const createSchemaCustomization: GatsbyNode[`createSchemaCustomization`] = ({ actions }) => {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: Frontmatter!
      fields: MarkdownFields!
    }
    type Frontmatter {
      title: String!
      description: String
      group: String
      order: Int
      groups: [String!]
    }
    type MarkdownFields {
      pagePath: String!
      title: String!
      description: String!
      source: String!
    }
  `)
}
