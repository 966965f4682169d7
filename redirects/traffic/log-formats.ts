/*
 * The access-log formats the site's hosts write, one request per line, each parsed into the few fields
 * log mining needs. The format is detected from the file's first readable line; a line that does not
 * parse is counted by the caller and skipped.
 *
 * - `combined`: nginx's default `combined` format and Apache's "Combined Log Format" (the Common Log
 *   Format is accepted too, without referrer and user agent):
 *   https://nginx.org/en/docs/http/ngx_http_log_module.html#log_format
 *   https://httpd.apache.org/docs/current/logs.html#combined
 * - `netlify`: Netlify's log drains, traffic logs as JSON lines; fields `log_type` ("traffic"),
 *   `method`, `url`, `status_code`, `user_agent` (left out when a drain excludes personal data):
 *   https://docs.netlify.com/manage/monitoring/log-drains/
 * - `cloudflare`: Cloudflare Logpush, the zone's `http_requests` dataset as JSON lines (Cloudflare
 *   Pages sites on a custom domain log through it); fields `ClientRequestMethod`, `ClientRequestURI`
 *   (path and query; `ClientRequestPath` without the query), `EdgeResponseStatus` (what the reader got)
 *   and `ClientRequestUserAgent`:
 *   https://developers.cloudflare.com/logs/reference/log-fields/zone/http_requests/
 */
export type LogFormat = `combined` | `netlify` | `cloudflare`

export interface LoggedRequest {
  method: string
  /** The request target as logged: a path with its query, or (rarely) an absolute URL. */
  target: string
  status: number
  userAgent: string
}

/** A line of the format that is not a request (another log type in the same drain): neither kept nor malformed. */
export const NOT_A_REQUEST = `not a request`

export type ParsedLine = LoggedRequest | typeof NOT_A_REQUEST | undefined

// host ident user [time] "request" status bytes ["referrer" "user agent"]; quotes inside are escaped.
const COMBINED =
  /^\S+ \S+ \S+ \[[^\]]+\] "((?:[^"\\]|\\.)*)" (\d{3}) \S+(?: "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)")?/

function parseCombined(line: string): ParsedLine {
  const match = COMBINED.exec(line)
  if (!match) return undefined
  const [method = ``, target = ``] = match[1].split(` `)
  return { method, target, status: Number(match[2]), userAgent: match[3] ?? `` }
}

function jsonRecord(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith(`{`)) return undefined
  try {
    const value: unknown = JSON.parse(line)
    return value && typeof value === `object` && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const text = (value: unknown) => (typeof value === `string` ? value : ``)

function parseNetlify(line: string): ParsedLine {
  const record = jsonRecord(line)
  if (!record) return undefined
  if (record.log_type !== undefined && record.log_type !== `traffic`) return NOT_A_REQUEST
  const status = Number(record.status_code)
  if (typeof record.url !== `string` || !Number.isInteger(status)) return undefined
  return { method: text(record.method), target: record.url, status, userAgent: text(record.user_agent) }
}

function parseCloudflare(line: string): ParsedLine {
  const record = jsonRecord(line)
  if (!record) return undefined
  const target = text(record.ClientRequestURI) || text(record.ClientRequestPath)
  const status = Number(record.EdgeResponseStatus)
  if (!target || !Number.isInteger(status)) return undefined
  return {
    method: text(record.ClientRequestMethod),
    target,
    status,
    userAgent: text(record.ClientRequestUserAgent),
  }
}

const PARSERS: Record<LogFormat, (line: string) => ParsedLine> = {
  combined: parseCombined,
  netlify: parseNetlify,
  cloudflare: parseCloudflare,
}

export function parseLogLine(format: LogFormat, line: string): ParsedLine {
  return PARSERS[format](line)
}

/** The format a line is written in, or undefined when it is none of them. */
export function detectLogFormat(line: string): LogFormat | undefined {
  const record = jsonRecord(line.trim())
  if (record) {
    if (`EdgeResponseStatus` in record || `ClientRequestURI` in record) return `cloudflare`
    if (`status_code` in record || `log_type` in record) return `netlify`
    return undefined
  }
  return COMBINED.test(line) ? `combined` : undefined
}
