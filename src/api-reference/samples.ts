/*
 * An operation's request samples, one per language of src/config/api-samples.ts, written by
 * @readme/httpsnippet (the maintained fork ReadMe's portal uses) from a HAR request. Pure: what to send
 * comes in, code comes out.
 */
import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet"
import { SAMPLE_AUTHORIZATION, SAMPLE_LANGUAGES, SAMPLE_UPLOAD } from "../config/api-samples"

export interface SampleRequest {
  method: string
  /** The server's URL as the document writes it, `{subdomain}` included. */
  serverUrl: string
  /** The path as the document writes it, `{ticket_id}` included. */
  path: string
  /** Query parameters to show, with their example values. */
  query: ReadonlyArray<{ name: string; value: string }>
  auth?: keyof typeof SAMPLE_AUTHORIZATION
  /** The body: its media type and example; a multipart or binary body uploads SAMPLE_UPLOAD. */
  body?: { mediaType: string; example: unknown }
}

export interface Sample {
  language: string
  label: string
  code: string
}

/*
 * The generators URL-encode `{name}` (and a host such as `{subdomain}.example.com` is no URL at all), so
 * each `{…}` goes in as a plain token and comes back out of the code as it was written.
 */
function withTokens(text: string, tokens: Array<string>): string {
  return text.replace(/\{[^}]+\}/g, placeholder => {
    tokens.push(placeholder)
    return `zzph${tokens.length - 1}zz`
  })
}

function withoutTokens(code: string, tokens: ReadonlyArray<string>): string {
  return code.replace(/zzph(\d+)zz/g, (_, index: string) => tokens[Number(index)])
}

function postDataOf(body: NonNullable<SampleRequest[`body`]>): HarRequest[`postData`] {
  const { mediaType, example } = body
  if (mediaType === `multipart/form-data`) {
    const fields = example && typeof example === `object` ? Object.entries(example) : []
    return {
      mimeType: mediaType,
      params: [
        { name: `file`, fileName: SAMPLE_UPLOAD.fileName, contentType: SAMPLE_UPLOAD.contentType },
        ...fields
          .filter(([name]) => name !== `file`)
          .map(([name, value]) => ({ name, value: String(value) })),
      ],
    }
  }
  if (mediaType === `application/x-www-form-urlencoded`) {
    const fields = example && typeof example === `object` ? Object.entries(example) : []
    return { mimeType: mediaType, params: fields.map(([name, value]) => ({ name, value: String(value) })) }
  }
  if (/json/.test(mediaType)) return { mimeType: mediaType, text: JSON.stringify(example ?? {}) }
  return { mimeType: mediaType, text: `{contents of ${SAMPLE_UPLOAD.fileName}}` }
}

export function requestSamples(request: SampleRequest): Array<Sample> {
  const tokens: Array<string> = []
  const url = withTokens(`${request.serverUrl}${request.path}`, tokens)
  const headers = [
    ...(request.auth ? [{ name: `Authorization`, value: SAMPLE_AUTHORIZATION[request.auth] }] : []),
    ...(request.body ? [{ name: `Content-Type`, value: request.body.mediaType }] : []),
  ]
  const har: HarRequest = {
    method: request.method.toUpperCase(),
    url,
    httpVersion: `HTTP/1.1`,
    cookies: [],
    headers: headers.filter(header => !(header.name === `Content-Type` && /multipart/.test(header.value))),
    queryString: request.query.map(({ name, value }) => ({ name, value: withTokens(value, tokens) })),
    postData: request.body ? postDataOf(request.body) : { mimeType: `application/octet-stream` },
    headersSize: -1,
    bodySize: -1,
  }
  const snippet = new HTTPSnippet(har)
  return SAMPLE_LANGUAGES.map(({ language, label, target, client }) => {
    const [code] = snippet.convert(target as Parameters<HTTPSnippet[`convert`]>[0], client)
    if (typeof code !== `string`) throw new Error(`@readme/httpsnippet has no ${target} ${client} client`)
    return { language, label, code: withoutTokens(code, tokens) }
  })
}
