/** The page model the API reference template renders. Produced from OpenAPI by model.ts. */
export interface ApiField {
  name: string
  type: string
  readOnly: boolean
  mandatory: boolean
  /** Inline HTML from the schema's markdown description. */
  descriptionHtml: string
  nullable?: boolean
  enumValues?: Array<string>
  defaultValue?: string
  /** An object's properties, or those of an array's items: the nested tree. */
  children?: Array<ApiField>
}

export interface ApiParameter {
  name: string
  location: string
  type: string
  required: boolean
  descriptionHtml: string
  enumValues?: Array<string>
  defaultValue?: string
}

export interface ApiEndpoint {
  method: string
  path: string
}

export interface ApiOperation {
  /** Anchor id: the summary, lower-case and hyphenated (`#list-tickets`). */
  id: string
  title: string
  endpoints: Array<ApiEndpoint>
  descriptionHtml: string
  allowedFor: string
  pagination?: string
  parameters: Array<ApiParameter>
  /** The request in each sample language: a highlighted tab set (src/api-reference/highlight.ts). */
  samplesHtml: string
  responses: Array<ApiResponse>
  /** The request body's properties, when the document gives its schema. */
  requestFields: Array<ApiField>
}

export interface ApiResponse {
  /** `200 OK`, `404 Not Found`. */
  status: string
  /** A 4xx or 5xx status. */
  error: boolean
  descriptionHtml: string
  /** The example body, highlighted. */
  bodyHtml?: string
}

export interface ApiResourcePage {
  path: string
  title: string
  introHtml: string
  group: string
  order: number
  /** Description file the page comes from, and its tag's JSON pointer, for error messages. */
  source: string
  /** Where the description can be downloaded from the built site. */
  downloadPath: string
  /** Where its Postman collection can be downloaded. */
  postmanPath: string
  apiTitle: string
  fields: Array<ApiField>
  /** The resource's example object, highlighted. */
  exampleObjectHtml?: string
  operations: Array<ApiOperation>
}
