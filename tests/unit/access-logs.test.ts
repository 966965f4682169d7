/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { readAccessLog } from "../../scripts/redirects/read-log"
import { detectLogFormat, NOT_A_REQUEST, parseLogLine } from "../../redirects/traffic/log-formats"
import { missCounter } from "../../redirects/traffic/miss-counter"
import { isAutomated, missedAddress } from "../../redirects/traffic/misses"

// Access logs as the hosts write them: each format detected and parsed, malformed lines counted and
// skipped, only readers' misses of pages kept, counted by normalised address in bounded memory.

const CHROME = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36`
const GOOGLEBOT = `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`
const combined = (target: string, status: number, agent = CHROME) =>
  `203.0.113.7 - - [01/Nov/2026:10:00:00 +0000] "GET ${target} HTTP/1.1" ${status} 512 "-" "${agent}"`
const netlify = (url: string, status: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    log_type: `traffic`,
    method: `GET`,
    url,
    status_code: status,
    user_agent: CHROME,
    ...extra,
  })
const cloudflare = (uri: string, status: number) =>
  JSON.stringify({
    ClientRequestMethod: `GET`,
    ClientRequestURI: uri,
    EdgeResponseStatus: status,
    ClientRequestUserAgent: CHROME,
  })

const made: Array<string> = []
afterAll(() => made.forEach(dir => fs.rmSync(dir, { recursive: true, force: true })))

function logFile(lines: Array<string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `access-log-`))
  made.push(dir)
  const file = path.join(dir, `access.log`)
  fs.writeFileSync(file, `${lines.join(`\n`)}\n`)
  return file
}

describe(`log formats`, () => {
  it.each([
    [`combined`, combined(`/REST_API/Docs/Core/Tickets.html?x=1`, 404)],
    [`netlify`, netlify(`https://developer.example.com/REST_API/Docs/Core/Tickets.html?x=1`, 404)],
    [`cloudflare`, cloudflare(`/REST_API/Docs/Core/Tickets.html?x=1`, 404)],
  ] as const)(`detects and parses %s`, (format, line) => {
    expect(detectLogFormat(line)).toBe(format)
    const request = parseLogLine(format, line)
    expect(request).toMatchObject({ method: `GET`, status: 404, userAgent: CHROME })
    expect(missedAddress(request as never)).toEqual({
      key: `/rest_api/docs/core/tickets/`,
      spelling: `/REST_API/Docs/Core/Tickets.html`,
    })
  })

  it(`reads Apache's Common Log Format (no referrer or agent) and escaped quotes in a request`, () => {
    expect(
      parseLogLine(
        `combined`,
        `::1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326`,
      ),
    ).toEqual({ method: `GET`, target: `/apache_pb.gif`, status: 200, userAgent: `` })
    expect(parseLogLine(`combined`, combined(`/a\\"b`, 404))).toMatchObject({ target: `/a\\"b`, status: 404 })
  })

  it(`tells malformed lines and other log types from requests`, () => {
    expect(
      parseLogLine(`combined`, `203.0.113.7 - - [01/Nov/2026:10:00:00 +0000] "GET /x HTTP/1.1`),
    ).toBeUndefined()
    expect(parseLogLine(`netlify`, `{"log_type":"traffic","url":"/x"`)).toBeUndefined()
    expect(parseLogLine(`netlify`, JSON.stringify({ log_type: `functions`, message: `hello` }))).toBe(
      NOT_A_REQUEST,
    )
    expect(
      parseLogLine(`cloudflare`, JSON.stringify({ ClientRequestURI: `/x`, EdgeResponseStatus: `none` })),
    ).toBeUndefined()
    expect(detectLogFormat(`hello`)).toBeUndefined()
    expect(detectLogFormat(`[1, 2]`)).toBeUndefined()
  })
})

describe(`which requests are misses`, () => {
  const request = (target: string, status = 404, method = `GET`) => ({
    method,
    target,
    status,
    userAgent: CHROME,
  })
  it(`keeps GET and HEAD of pages that ended in 404 or 410`, () => {
    expect(missedAddress(request(`/old/page`))?.key).toBe(`/old/page/`)
    expect(missedAddress(request(`/old/page`, 410, `HEAD`))?.key).toBe(`/old/page/`)
    expect(missedAddress(request(`/old/openapi.json`))?.key).toBe(`/old/openapi.json`)
    expect(missedAddress(request(`/old//a%20page/index.html`))).toEqual({
      key: `/old/a page/`,
      spelling: `/old/a page/index.html`,
    })
  })
  it(`leaves out what no rule would answer: other statuses, writes, assets, the site's machinery, probes`, () => {
    for (const skipped of [
      request(`/old/page`, 200),
      request(`/old/page`, 301),
      request(`/old/page`, 404, `POST`),
      request(`/app-1234abcd.js`),
      request(`/static/logo.png`),
      request(`/page-data/old/page/page-data.json`),
      request(`/wp-login.php`),
      request(`/.env`),
      request(`*`),
    ])
      expect(missedAddress(skipped)).toBeUndefined()
  })
  it(`counts crawlers, scripts and agentless requests as automated`, () => {
    expect(isAutomated(CHROME)).toBe(false)
    for (const agent of [GOOGLEBOT, `curl/8.5.0`, `python-requests/2.31`, `-`, ``])
      expect(isAutomated(agent)).toBe(true)
  })
})

describe(`readAccessLog`, () => {
  it.each([
    [`combined`, combined],
    [`netlify`, netlify],
    [`cloudflare`, cloudflare],
  ] as const)(
    `%s: counts misses by normalised address, readers apart from bots, malformed lines skipped`,
    async (format, line) => {
      const file = logFile([
        line(`/rest_api/docs/core/tickets`, 404),
        line(`/REST_API/Docs/Core/Tickets.html?utm=1`, 404),
        line(`/rest_api/docs/core/tickets/`, 404),
        line(`/documentation/`, 200),
        `this line is cut sh`,
        ``,
        line(`/other/gone`, 404),
        `{"truncated": `,
      ])
      const reading = await readAccessLog(file)
      expect(reading.format).toBe(format)
      expect(reading.malformed).toBe(2)
      expect(reading.misses).toBe(4)
      expect(reading.counter.top(5).map(({ key, readers, bots }) => [key, readers, bots])).toEqual([
        [`/rest_api/docs/core/tickets/`, 3, 0],
        [`/other/gone/`, 1, 0],
      ])
    },
  )

  it(`skips a line too long to hold, without holding it`, async () => {
    const file = logFile([combined(`/a`, 404), `x`.repeat(3 * 1024 * 1024), combined(`/b`, 404)])
    const reading = await readAccessLog(file)
    expect(reading.malformed).toBe(1)
    expect(reading.counter.top(5).map(tally => tally.key)).toEqual([`/a/`, `/b/`])
  })

  it(`stops on a file in no known format`, async () => {
    const file = logFile(Array.from({ length: 1200 }, (_, index) => `line ${index}`))
    await expect(readAccessLog(file)).rejects.toThrow(/known log format/)
  })
})

describe(`missCounter`, () => {
  it(`keeps every frequent address among many rare ones, in bounded memory`, () => {
    const counter = missCounter(1e-3)
    for (let index = 0; index < 200000; index++) {
      if (index % 10 === 0) counter.add(`/popular/`, `/popular`, false)
      else if (index % 25 === 0) counter.add(`/second/`, `/second`, index % 2 === 0)
      else counter.add(`/random/${index}/`, `/random/${index}`, true)
    }
    const [first, second] = counter.top(2)
    expect(first).toMatchObject({ key: `/popular/`, readers: 20000, bots: 0 })
    expect(second.key).toBe(`/second/`)
    // 4,000 requests; lossy counting may miss at most ε·N = 200 of them.
    expect(second.readers + second.bots).toBeGreaterThanOrEqual(4000 - 200)
    expect(counter.total()).toBe(200000)
    expect(counter.held()).toBeLessThan(2 * 1000 * Math.log(200))
  })
})
