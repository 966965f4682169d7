import type { GatsbyNode } from "gatsby"

/**
 * The explicit content schema (gatsby-starter-blog's habit: no inference). Front matter is loose on
 * purpose (a missing title is a problem the build reports with its file, not a GraphQL error); the
 * fields derived from it are strict.
 */
export const createSchemaCustomization: GatsbyNode[`createSchemaCustomization`] = ({ actions }) => {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: Frontmatter!
      fields: MarkdownFields!
    }
    type Frontmatter {
      title: String
      description: String
      group: String
      order: Int
      groups: [String!]
      redirect_from: [String!]
    }
    type MarkdownFields {
      pagePath: String!
      title: String!
      description: String!
      source: String!
      problems: [String!]!
    }
    type ApiDescription implements Node @dontInfer {
      api: String!
      source: String!
      downloadPath: String!
      document: JSON
      problems: [String!]!
    }
    type ApiReferencePage implements Node @dontInfer {
      pagePath: String!
      model: JSON!
    }
    type Changelog implements Node @dontInfer {
      source: String!
      entries: JSON!
      problems: [String!]!
    }
  `)
}
