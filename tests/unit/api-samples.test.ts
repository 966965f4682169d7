/** @jest-environment node */
import { requestSamples, type SampleRequest } from "../../src/api-reference/samples"

const server = `https://{subdomain}.example.com`

const listWithQuery: SampleRequest = {
  method: `get`,
  serverUrl: server,
  path: `/api/v2/tickets`,
  query: [
    { name: `sort_by`, value: `updated_at` },
    { name: `sort_order`, value: `desc` },
  ],
  auth: `basic`,
}
const createWithJson: SampleRequest = {
  method: `post`,
  serverUrl: server,
  path: `/api/v2/tickets`,
  query: [],
  auth: `bearer`,
  body: { mediaType: `application/json`, example: { ticket: { subject: `Printer on fire` } } },
}
const showWithPathParameter: SampleRequest = {
  method: `get`,
  serverUrl: server,
  path: `/api/v2/tickets/{ticket_id}`,
  query: [],
  auth: `basic`,
}
const upload: SampleRequest = {
  method: `post`,
  serverUrl: server,
  path: `/api/v2/uploads`,
  query: [],
  auth: `basic`,
  body: { mediaType: `multipart/form-data`, example: {} },
}

const codeIn = (request: SampleRequest, language: string) =>
  requestSamples(request).find(sample => sample.language === language)?.code ?? ``

// What each language's sample must say for each request: its own idiom for method, body and upload.
const EXPECTED: Record<string, { get: RegExp; post: RegExp; json: RegExp; upload: RegExp }> = {
  bash: {
    get: /curl --request GET/,
    post: /--request POST/,
    json: /--data '\s*\{\s*"ticket"/,
    upload: /--form file='@file\.png'/,
  },
  go: {
    get: /http\.NewRequest\("GET"/,
    post: /http\.NewRequest\("POST"/,
    json: /\\"ticket\\"/,
    upload: /filename=\\"file\.png\\"/,
  },
  java: {
    get: /\.method\("GET"/,
    post: /\.method\("POST"/,
    json: /\\"ticket\\"/,
    upload: /filename=\\"file\.png\\"/,
  },
  javascript: {
    get: /method: 'GET'/,
    post: /method: 'POST'/,
    json: /JSON\.stringify\(\{ticket:/,
    upload: /createReadStream\('file\.png'\)/,
  },
  python: {
    get: /requests\.get\(/,
    post: /requests\.post\(/,
    json: /payload = \{ "ticket"/,
    upload: /open\("file\.png", "rb"\)/,
  },
  ruby: {
    get: /Net::HTTP::Get\.new/,
    post: /Net::HTTP::Post\.new/,
    json: /\\"ticket\\"/,
    upload: /filename=\\"file\.png\\"/,
  },
}

describe(`request samples`, () => {
  it(`writes the six languages of the real reference, curl first`, () => {
    expect(requestSamples(listWithQuery).map(sample => sample.label)).toEqual([
      `curl`,
      `Go`,
      `Java`,
      `Node.js`,
      `Python`,
      `Ruby`,
    ])
  })

  describe.each(Object.entries(EXPECTED))(`%s`, (language, expected) => {
    it(`a GET with query parameters`, () => {
      const code = codeIn(listWithQuery, language)
      expect(code).toMatch(expected.get)
      expect(code).toContain(
        `https://{subdomain}.example.com/api/v2/tickets?sort_by=updated_at&sort_order=desc`,
      )
      expect(code).toContain(`Basic {base64 of email_address/token:api_token}`)
    })

    it(`a POST with a JSON body`, () => {
      const code = codeIn(createWithJson, language)
      expect(code).toMatch(expected.post)
      expect(code).toMatch(expected.json)
      expect(code).toContain(`Printer on fire`)
      expect(code).toContain(`Bearer {access_token}`)
    })

    it(`a path parameter, as written`, () => {
      expect(codeIn(showWithPathParameter, language)).toContain(
        `https://{subdomain}.example.com/api/v2/tickets/{ticket_id}`,
      )
    })

    it(`a file upload`, () => {
      const code = codeIn(upload, language)
      expect(code).toMatch(expected.post)
      expect(code).toMatch(expected.upload)
    })
  })
})
