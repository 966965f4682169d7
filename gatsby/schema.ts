import type { GatsbyNode } from "gatsby"

// The explicit content schema (gatsby-starter-blog's habit: no inference). Front matter is loose on
// purpose: a value of the wrong type (`order: ten`) reads as null, and the mistake is a problem that
// names its file and line (src/lib/frontmatter.ts), not a GraphQL error that fails the whole query and
// hides every page. The fields derived from it are strict.

const ofType =
  (isType: (value: unknown) => boolean) =>
  (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
    isType(source[info.fieldName]) ? source[info.fieldName] : null
const isText = (value: unknown) => typeof value === `string`
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText)

/**
 * The node field gatsby/content-nodes.ts writes a markdown page's derived fields into, in one write:
 * the schema serves it as `fields`, so queries read `fields { pagePath title … }`.
 */
export const MARKDOWN_PAGE_FIELD = `page`

export const createSchemaCustomization: GatsbyNode[`createSchemaCustomization`] = ({ actions, schema }) => {
  actions.createTypes(
    schema.buildObjectType({
      name: `Frontmatter`,
      extensions: { infer: false },
      fields: {
        title: { type: `String`, resolve: ofType(isText) },
        description: { type: `String`, resolve: ofType(isText) },
        group: { type: `String`, resolve: ofType(isText) },
        order: { type: `Int`, resolve: ofType(Number.isInteger) },
        groups: { type: `[String!]`, resolve: ofType(isTextList) },
        redirect_from: { type: `[String!]`, resolve: ofType(isTextList) },
      },
    }),
  )
  actions.createTypes(`
    type MarkdownRemark implements Node @dontInfer {
      frontmatter: Frontmatter!
      fields: MarkdownFields! @proxy(from: "fields.${MARKDOWN_PAGE_FIELD}")
      rawMarkdownBody: String!
    }
    type MarkdownFields {
      pagePath: String!
      title: String!
      description: String!
      source: String!
      problems: [String!]!
      bodyLine: Int!
    }
    type ApiDescription implements Node @dontInfer {
      api: String!
      source: String!
      downloadPath: String!
      document: JSON
      problems: [String!]!
      pages: [ApiReferencePage!]! @link
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
