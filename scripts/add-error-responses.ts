/*
 * `npx tsx scripts/add-error-responses.ts content/api-reference/<api>/openapi.yaml …`: gives every
 * operation of an OpenAPI document the error responses the API documents for it, as references to
 * shared `components/responses` that the script adds once per document. Edits the text, so every other
 * line (and every line number the build's messages name) stays as written; an operation that already
 * lists a status keeps its own. Run it on a new document, then adjust the examples by hand.
 *
 * Which errors: 400 and 422 where a body is sent, 401 and 403 where the operation needs credentials,
 * 404 where the path names a record, 429 everywhere (the account's rate limit).
 */
import fs from "fs"

type Status = `400` | `401` | `403` | `404` | `422` | `429`

const NAMES: Record<Status, string> = {
  "400": `BadRequest`,
  "401": `Unauthorized`,
  "403": `Forbidden`,
  "404": `NotFound`,
  "422": `UnprocessableEntity`,
  "429": `TooManyRequests`,
}

/** The Support-family format (`error`, `description`, `details`), described in the introduction. */
const SUPPORT_EXAMPLES: Record<Status, [string, string]> = {
  "400": [
    `The request could not be read, such as a body that is not valid JSON`,
    `{ error: InvalidRequest, description: "The JSON body could not be parsed" }`,
  ],
  "401": [`The credentials are missing or not valid`, `{ error: "Couldn't authenticate you" }`],
  "403": [
    `The credentials are valid but this user may not make this request`,
    `{ error: Forbidden, description: "This user's role does not allow the request" }`,
  ],
  "404": [
    `No record with this ID, or one the user cannot see`,
    `{ error: RecordNotFound, description: Not found }`,
  ],
  "422": [
    `The body was read but a value was rejected`,
    `{ error: RecordInvalid, description: Record validation errors, details: { name: [ { error: BlankValue, description: "Name: cannot be blank" } ] } }`,
  ],
  "429": [
    `Too many requests in the current minute; retry after the number of seconds in the Retry-After header`,
    `{ error: APIRateLimitExceeded, description: "Rate limit exceeded; retry after the time in Retry-After" }`,
  ],
}

/** The Sales CRM API's envelope: a list of errors, each with a code, and the status in `meta`. */
function salesError(status: string, code: string, message: string): string {
  return `{ errors: [ { error: { code: ${code}, message: "${message}" }, meta: { type: error } } ], meta: { type: errors, http_status: "${status}", logref: 8f3a2c10e6 } }`
}
const SALES_EXAMPLES: Record<Status, [string, string]> = {
  "400": [
    SUPPORT_EXAMPLES[`400`][0],
    salesError(`400 Bad Request`, `invalid_json`, `The body is not valid JSON`),
  ],
  "401": [
    SUPPORT_EXAMPLES[`401`][0],
    salesError(`401 Unauthorized`, `unauthorized`, `The access token is missing or not valid`),
  ],
  "403": [
    SUPPORT_EXAMPLES[`403`][0],
    salesError(`403 Forbidden`, `forbidden`, `The token may not make this request`),
  ],
  "404": [SUPPORT_EXAMPLES[`404`][0], salesError(`404 Not Found`, `not_found`, `No such record`)],
  "422": [
    SUPPORT_EXAMPLES[`422`][0],
    salesError(`422 Unprocessable Entity`, `invalid`, `name: cannot be blank`),
  ],
  "429": [
    SUPPORT_EXAMPLES[`429`][0],
    salesError(`429 Too Many Requests`, `rate_limit_exceeded`, `Retry after the time in Retry-After`),
  ],
}

function componentsBlock(examples: Record<Status, [string, string]>): Array<string> {
  return [
    `  responses:`,
    ...(Object.keys(NAMES) as Array<Status>).flatMap(status => [
      `    ${NAMES[status]}:`,
      `      description: ${JSON.stringify(examples[status][0])}`,
      ...(status === `429`
        ? [
            `      headers:`,
            `        Retry-After: { description: Seconds to wait before retrying, schema: { type: integer } }`,
          ]
        : []),
      `      content:`,
      `        application/json:`,
      `          example: ${examples[status][1]}`,
    ]),
  ]
}

const indentOf = (line: string) => line.length - line.trimStart().length

/** The statuses an operation gets, from its path, method and lines. */
function statusesFor(path: string, method: string, operation: Array<string>): Array<Status> {
  const open = operation.some(line => /^ {6}security: \[\]\s*$/.test(line))
  const body = operation.some(line => /^ {6}requestBody:/.test(line))
  return [
    ...(body ? [`400` as const] : []),
    ...(open ? [] : [`401` as const, `403` as const]),
    ...(path.includes(`{`) ? [`404` as const] : []),
    ...(body || [`post`, `put`, `patch`].includes(method) ? [`422` as const] : []),
    `429` as const,
  ]
}

export function withErrorResponses(text: string, examples: Record<Status, [string, string]>): string {
  const lines = text.split(`\n`)
  const out: Array<string> = []
  let path = ``
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    out.push(line)
    const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line)
    if (pathMatch) path = pathMatch[1]
    if (line === `components:`) out.push(...componentsBlock(examples))
    const method = /^ {4}(get|post|put|patch|delete):\s*$/.exec(line)?.[1]
    if (!method) continue
    let end = index + 1
    while (end < lines.length && (lines[end].trim() === `` || indentOf(lines[end]) > 4)) end++
    const operation = lines.slice(index + 1, end)
    const at = operation.findIndex(each => /^ {6}responses:\s*$/.test(each))
    if (at < 0) continue
    let last = at + 1
    while (last < operation.length && (operation[last].trim() === `` || indentOf(operation[last]) > 6)) last++
    while (operation[last - 1].trim() === ``) last--
    const written = new Set(operation.slice(at + 1, last).map(each => /^ {8}"?(\d{3})"?:/.exec(each)?.[1]))
    const added = statusesFor(path, method, operation)
      .filter(status => !written.has(status))
      .map(status => `        "${status}": { $ref: "#/components/responses/${NAMES[status]}" }`)
    out.push(...operation.slice(0, last), ...added, ...operation.slice(last))
    index = end - 1
  }
  return out.join(`\n`)
}

if (require.main === module) {
  for (const file of process.argv.slice(2)) {
    const examples = file.includes(`sales-crm`) ? SALES_EXAMPLES : SUPPORT_EXAMPLES
    fs.writeFileSync(file, withErrorResponses(fs.readFileSync(file, `utf8`), examples))
  }
}
