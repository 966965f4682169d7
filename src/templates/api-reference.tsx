import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import React, { useRef } from "react"
import type { ApiOperation, ApiResourcePage } from "../api-reference/types"
import { DocPage, type DocContext } from "../components/DocPage"
import { Seo } from "../components/Seo"
import { useCodeBlocks } from "../components/useCodeBlocks"

interface ApiReferenceData {
  apiReferencePage: { model: ApiResourcePage }
}

const PAGINATION: Record<string, string> = {
  cursor: `Cursor pagination`,
  offset: `Offset pagination`,
  "cursor-and-offset": `Cursor pagination (recommended) or offset pagination`,
}

function CodeSample({ language, code }: { language: string; code: string }) {
  return (
    // Examples repeat the endpoints and the JSON format table; left out of search, they keep the index small.
    <div className="gatsby-highlight" data-language={language} data-pagefind-ignore="all">
      <button type="button" className="copy-button" data-copy-code aria-label="Copy code to clipboard">
        Copy
      </button>
      <pre className={`language-${language}`} tabIndex={0}>
        <code className={`language-${language}`}>{code}</code>
      </pre>
    </div>
  )
}

function Operation({ operation }: { operation: ApiOperation }) {
  return (
    <section aria-labelledby={operation.id}>
      <h2 id={operation.id}>{operation.title}</h2>
      {operation.endpoints.map(endpoint => (
        <p className="endpoint" key={`${endpoint.method} ${endpoint.path}`}>
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
      {operation.parameters.length > 0 ? (
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
                <td dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h3 id={`${operation.id}-example-request`}>Example request</h3>
      <CodeSample language="bash" code={operation.exampleRequest} />
      <h3 id={`${operation.id}-example-response`}>Example response</h3>
      <p className="status-line">Status {operation.exampleResponse.status}</p>
      {operation.exampleResponse.body ? (
        <CodeSample language="json" code={operation.exampleResponse.body} />
      ) : null}
    </section>
  )
}

/** The resource's JSON format: its fields, then an example object. */
function JsonFormat({ page }: { page: ApiReferenceData[`apiReferencePage`][`model`] }) {
  return (
    <section aria-labelledby="json-format">
      <h2 id="json-format">JSON format</h2>
      <p>The JSON object for {page.title} has these properties:</p>
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
              <td dangerouslySetInnerHTML={{ __html: field.descriptionHtml }} />
            </tr>
          ))}
        </tbody>
      </table>
      {page.exampleObject ? (
        <>
          <h3 id="json-format-example">Example</h3>
          <CodeSample language="json" code={page.exampleObject} />
        </>
      ) : null}
    </section>
  )
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
      <div ref={body}>
        <div dangerouslySetInnerHTML={{ __html: page.introHtml }} />
        <p>
          Part of the {page.apiTitle}.{" "}
          <a href={page.downloadPath} download>
            Download the OpenAPI description
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
