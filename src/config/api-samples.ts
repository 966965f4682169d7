/*
 * The languages of the API reference's request samples, in tab order: the real reference's set. Each is
 * a target and client of @readme/httpsnippet; `language` is the Prism language and the key of the
 * site-wide language choice, so it matches the guides' fenced blocks (`bash` is labelled curl there
 * too, `javascript` is what a guide's Node.js sample is written in).
 */
export interface SampleLanguage {
  language: string
  label: string
  target: string
  client: string
}

export const SAMPLE_LANGUAGES: ReadonlyArray<SampleLanguage> = [
  { language: `bash`, label: `curl`, target: `shell`, client: `curl` },
  { language: `go`, label: `Go`, target: `go`, client: `native` },
  { language: `java`, label: `Java`, target: `java`, client: `nethttp` },
  { language: `javascript`, label: `Node.js`, target: `node`, client: `fetch` },
  { language: `python`, label: `Python`, target: `python`, client: `requests` },
  { language: `ruby`, label: `Ruby`, target: `ruby`, client: `native` },
]

/** The Authorization header each security scheme type gets in a sample; the introduction explains them. */
export const SAMPLE_AUTHORIZATION: Record<`basic` | `bearer`, string> = {
  basic: `Basic {base64 of email_address/token:api_token}`,
  bearer: `Bearer {access_token}`,
}

/** What a sample uploads where an operation takes a file. */
export const SAMPLE_UPLOAD = { fileName: `file.png`, contentType: `image/png` }
