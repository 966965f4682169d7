import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import React, { useRef } from "react"
import type { ApiOperation, ApiResourcePage, ApiResponse } from "../api-reference/types"
import { AnchorHeading } from "../components/AnchorHeading"
import { DocPage, type DocContext } from "../components/DocPage"
import { PropertyTree } from "../components/PropertyTree"
import { Seo } from "../components/Seo"
import { TableScroll } from "../components/TableScroll"
import { useCodeBlocks } from "../components/useCodeBlocks"

interface ApiReferenceData {
  apiReferencePage: { model: ApiResourcePage }
}

const PAGINATION: Record<string, string> = {
  cursor: `Cursor pagination`,
  offset: `Offset pagination`,
  "cursor-and-offset": `Cursor pagination (recommended) or offset pagination`,
}

/** Code highlighted at build time (src/api-reference/highlight.ts). */
function CodeHtml({ html }: { html: string }) {
  // Examples repeat the endpoints and the JSON format table; left out of search, they keep the index small.
  return <div className="api-code" data-pagefind-ignore="all" dangerouslySetInnerHTML={{ __html: html }} />
}

function Response({ response }: { response: ApiResponse }) {
  return (
    <div className={response.error ? `api-response api-response-error` : `api-response`}>
      <p className="status-line">
        Status <strong>{response.status}</strong>
        {response.descriptionHtml ? ` · ` : null}
        <span dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
        {response.error ? (
          <>
            {` · `}
            <Link to="/api-reference/introduction/requests/#error-format">Error format</Link>
          </>
        ) : null}
      </p>
      {response.bodyHtml ? <CodeHtml html={response.bodyHtml} /> : null}
    </div>
  )
}

function Parameters({ operation }: { operation: ApiOperation }) {
  if (operation.parameters.length === 0) return null
  return (
    <TableScroll label={`Parameters of ${operation.title}`}>
      <table>
        <caption className="visually-hidden">Parameters of {operation.title}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">In</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {operation.parameters.map(parameter => (
            <tr key={`${parameter.location}:${parameter.name}`}>
              <td>
                <code>{parameter.name}</code>
              </td>
              <td>{parameter.type}</td>
              <td>{parameter.location}</td>
              <td>{parameter.required ? `true` : `false`}</td>
              <td>
                <span dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />
                {parameter.enumValues ? <> One of: {parameter.enumValues.join(`, `)}.</> : null}
                {parameter.defaultValue !== undefined ? <> Default: {parameter.defaultValue}.</> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

function Operation({ operation }: { operation: ApiOperation }) {
  return (
    <section aria-label={operation.title}>
      <AnchorHeading level={2} id={operation.id}>
        {operation.title}
      </AnchorHeading>
      {operation.endpoints.map(endpoint => (
        // Method and path weigh in search as a heading does: they name the operation as much as its title.
        <p className="endpoint" key={`${endpoint.method} ${endpoint.path}`} data-pagefind-weight="5">
          <span className="method">{endpoint.method}</span> <code>{endpoint.path}</code>
        </p>
      ))}
      <div dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
      {operation.allowedFor ? (
        <p>
          <strong>Allowed for:</strong> {operation.allowedFor}
        </p>
      ) : null}
      {operation.pagination ? (
        <p>
          <strong>Pagination:</strong> {PAGINATION[operation.pagination] ?? operation.pagination}. See{" "}
          <Link to="/api-reference/introduction/pagination/">Pagination</Link>.
        </p>
      ) : null}
      <Parameters operation={operation} />
      {operation.requestFields.length > 0 ? (
        <>
          <AnchorHeading level={3} id={`${operation.id}-request-body`}>
            Request body
          </AnchorHeading>
          <PropertyTree fields={operation.requestFields} />
        </>
      ) : null}
      <AnchorHeading level={3} id={`${operation.id}-example-request`}>
        Example request
      </AnchorHeading>
      <CodeHtml html={operation.samplesHtml} />
      <AnchorHeading level={3} id={`${operation.id}-responses`}>
        Responses
      </AnchorHeading>
      {operation.responses.map(response => (
        <Response key={response.status} response={response} />
      ))}
    </section>
  )
}

/** The resource's JSON format: its fields, then an example object. */
function JsonFormat({ page }: { page: ApiReferenceData[`apiReferencePage`][`model`] }) {
  return (
    <section aria-label="JSON format">
      <AnchorHeading level={2} id="json-format">
        JSON format
      </AnchorHeading>
      <p>The JSON object for {page.title} has these properties:</p>
      <TableScroll label={`Properties of ${page.title}`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Read-only</th>
              <th scope="col">Mandatory</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {page.fields.map(field => (
              <tr key={field.name}>
                <td>
                  <code>{field.name}</code>
                </td>
                <td>{field.type}</td>
                <td>{String(field.readOnly)}</td>
                <td>{String(field.mandatory)}</td>
                <td>
                  <span dangerouslySetInnerHTML={{ __html: field.descriptionHtml }} />
                  {field.enumValues ? <> One of: {field.enumValues.join(`, `)}.</> : null}
                  {field.children ? (
                    <details>
                      <summary>Properties of {field.name}</summary>
                      <PropertyTree fields={field.children} />
                    </details>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {page.exampleObjectHtml ? (
        <>
          <AnchorHeading level={3} id="json-format-example">
            Example
          </AnchorHeading>
          <CodeHtml html={page.exampleObjectHtml} />
        </>
      ) : null}
    </section>
  )
}

/**
 * The page's operations for search, as one metadata field (`operations`, weighted by
 * src/config/search.ts `searchMetaWeights`): each operation's name, then its methods and paths.
 */
export function operationsMeta(operations: ReadonlyArray<ApiOperation>): string {
  return operations
    .map(operation =>
      [operation.title, ...operation.endpoints.map(endpoint => `${endpoint.method} ${endpoint.path}`)].join(
        ` `,
      ),
    )
    .join(`; `)
}

/** API reference resource page: intro, JSON format, then one section per operation. */
export default function ApiReferenceTemplate({ data, pageContext }: PageProps<ApiReferenceData, DocContext>) {
  const page = data.apiReferencePage.model
  const body = useRef<HTMLDivElement>(null)
  useCodeBlocks(body)
  const toc = [
    ...(page.fields.length > 0 ? [{ id: `json-format`, title: `JSON format` }] : []),
    ...page.operations.map(operation => ({ id: operation.id, title: operation.title })),
  ]
  return (
    <DocPage {...pageContext} path={page.path} title={page.title} toc={toc}>
      <div
        ref={body}
        data-pagefind-meta={
          page.operations.length > 0 ? `operations:${operationsMeta(page.operations)}` : undefined
        }
      >
        <div dangerouslySetInnerHTML={{ __html: page.introHtml }} />
        <p>
          Part of the {page.apiTitle}.{" "}
          <a href={page.downloadPath} download>
            Download the OpenAPI description
          </a>{" "}
          or{" "}
          <a href={page.postmanPath} download>
            the Postman collection
          </a>
        </p>
        {page.fields.length > 0 ? <JsonFormat page={page} /> : null}
        {page.operations.map(operation => (
          <Operation key={operation.id} operation={operation} />
        ))}
      </div>
    </DocPage>
  )
}

export function Head({ data, pageContext }: HeadProps<ApiReferenceData, DocContext>) {
  const page = data.apiReferencePage.model
  return (
    <Seo
      type="article"
      title={pageContext.headTitle ?? page.title}
      description={`${page.title} in the ${page.apiTitle}: JSON format and endpoints.`}
      path={page.path}
    />
  )
}

/** The page model, built from its OpenAPI document when the document was read (gatsby/content-nodes.ts). */
export const query = graphql`
  query ApiReferencePage($id: String!) {
    apiReferencePage(id: { eq: $id }) {
      model
    }
  }
`
