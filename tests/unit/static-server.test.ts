/** @jest-environment node */
import http from "http"
import { cacheImmutable, cacheRevalidate } from "../../src/config/http-headers"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { upstreamUrl } from "../../src/lib/partytown-proxy"
import { requestTarget, sameOriginLocation } from "../../scripts/server/request-path"
import { preferredEncoding } from "../../scripts/server/files"
import { builtSiteFixture } from "./static-server-fixture"

const root = builtSiteFixture()
let hosted: StaticServer
let bucket: StaticServer

beforeAll(async () => {
  hosted = await startStaticServer({ root, mode: `hosted` })
  bucket = await startStaticServer({ root, mode: `bucket` })
})
afterAll(async () => {
  await hosted.close()
  await bucket.close()
})

function request(server: StaticServer, target: string, options: http.RequestOptions = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const call = http.request(`${server.url}${target}`, options, response => {
        const chunks: Array<Buffer> = []
        response.on(`data`, chunk => chunks.push(chunk))
        response.on(`end`, () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      call.on(`error`, reject)
      call.end()
    },
  )
}

describe(`hosted mode: a host with the build's rules`, () => {
  it.each([
    [`/rest_api/docs/core/tickets`, `/documentation/webhooks/`],
    [`/REST_API/Docs/Core/Tickets.html?x=1`, `/documentation/webhooks/?x=1`],
    [`/rest_api/docs/core/tickets/`, `/documentation/webhooks/`],
    [`/rest_api/docs/core/tickets/index.html`, `/documentation/webhooks/`],
    [`/rest_api//docs/core/tickets`, `/documentation/webhooks/`],
    [`/rest_api/docs/core/ticket%73`, `/documentation/webhooks/`],
    [`/rest_api/docs/chat/bans?x=1`, `/documentation/?moved_from=/rest_api/docs/chat/bans&x=1`],
    [`/Documentation/Webhooks.html`, `/documentation/webhooks/`],
    [`/documentation/webhooks`, `/documentation/webhooks/`],
  ])(`%s -> one 301 to %s, before any stub file`, async (from, location) => {
    const answer = await request(hosted, from)
    expect([answer.status, answer.headers.location]).toEqual([301, location])
  })

  it(`serves a page at its own address, and 404.html with status 404 for anything else`, async () => {
    expect((await request(hosted, `/documentation/webhooks/`)).status).toBe(200)
    const missing = await request(hosted, `/nowhere/`)
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toContain(`Page not found`)
    expect(missing.headers[`cache-control`]).toBe(cacheRevalidate)
  })
})

describe(`bucket mode: a plain bucket`, () => {
  it(`serves the stub at an old address, adds a directory's slash keeping the query, 404s the rest`, async () => {
    expect((await request(bucket, `/rest_api/docs/core/tickets/`)).body.toString()).toContain(`redirect-stub`)
    const slash = await request(bucket, `/rest_api/docs/core/tickets?x=1`)
    expect([slash.status, slash.headers.location]).toEqual([301, `/rest_api/docs/core/tickets/?x=1`])
    expect((await request(bucket, `/REST_API/Docs/Core/Tickets`)).status).toBe(404)
  })

  it(`never sends a reader to another origin`, async () => {
    const answer = await request(bucket, `//evil.com/..%2fdocumentation`)
    expect([answer.status, answer.headers.location]).toEqual([301, `/documentation/`])
    for (const target of [`//documentation`, `///documentation`]) {
      const slash = await request(bucket, target)
      expect(slash.headers.location ?? `/documentation/`).toMatch(/^\/[^/\\]/)
    }
    expect(sameOriginLocation(`//evil.com/x`)).toBe(`/evil.com/x`)
    expect(sameOriginLocation(`/\\evil.com`)).toBe(`/evil.com`)
  })
})

describe(`both modes`, () => {
  it(`answer GET and HEAD only`, async () => {
    const answer = await request(hosted, `/documentation/`, { method: `POST` })
    expect([answer.status, answer.headers.allow]).toEqual([405, `GET, HEAD`])
    const head = await request(hosted, `/documentation/`, { method: `HEAD` })
    expect([head.status, head.body.length]).toEqual([200, 0])
  })

  it(`cache content-hashed files for a year and revalidate everything else`, async () => {
    expect((await request(bucket, `/app-0123456789abcdef0123.js`)).headers[`cache-control`]).toBe(
      cacheImmutable,
    )
    for (const target of [`/documentation/`, `/robots.txt`, `/icon.png`]) {
      expect((await request(bucket, target)).headers[`cache-control`]).toBe(cacheRevalidate)
    }
  })

  it(`answer 304 to a matching ETag, compressed or not`, async () => {
    for (const encoding of [`br`, `gzip`, ``]) {
      const first = await request(bucket, `/documentation/`, { headers: { "accept-encoding": encoding } })
      expect(first.headers[`content-encoding`]).toBe(encoding || undefined)
      const again = await request(bucket, `/documentation/`, {
        headers: { "accept-encoding": encoding, "if-none-match": String(first.headers.etag) },
      })
      expect(again.status).toBe(304)
    }
  })

  it(`answer a Range with 206, an impossible one with 416`, async () => {
    const part = await request(bucket, `/icon.png`, { headers: { range: `bytes=0-99` } })
    expect([part.status, part.body.length]).toEqual([206, 100])
    expect((await request(bucket, `/icon.png`, { headers: { range: `bytes=9000-9100` } })).status).toBe(416)
  })

  it(`proxy only the build's Partytown URL; any other is a 404`, async () => {
    const other = await request(
      bucket,
      `/__third-party-proxy?url=${encodeURIComponent(`https://evil.example/x.js`)}`,
    )
    expect(other.status).toBe(404)
  })

  it(`never serve the host's own configuration, as Netlify and Cloudflare Pages never do`, async () => {
    for (const server of [hosted, bucket]) {
      for (const file of [`/_redirects`, `/_headers`, `/_Headers`, `/netlify.toml`]) {
        const answer = await request(server, file)
        expect([file, answer.status]).toEqual([file, 404])
        expect(answer.body.toString()).toContain(`Page not found`)
      }
    }
  })

  it(`send HSTS and a Permissions-Policy with every answer`, async () => {
    for (const target of [
      `/documentation/`,
      `/nowhere/`,
      `/rest_api/docs/core/tickets`,
      `/app-0123456789abcdef0123.js`,
    ]) {
      const answer = await request(hosted, target)
      expect(answer.headers[`strict-transport-security`]).toBe(`max-age=31536000; includeSubDomains`)
      expect(answer.headers[`permissions-policy`]).toMatch(
        /^accelerometer=\(\), camera=\(\),.* microphone=\(\)/,
      )
    }
  })

  it(`answer 400 to a malformed address instead of failing`, async () => {
    expect((await request(bucket, `/%E0%A4%A`)).status).toBe(400)
    expect((await request(bucket, `/documentation/`)).status).toBe(200)
  })
})

describe(`helpers`, () => {
  it(`read a request target as a path, never as a URL`, () => {
    expect(requestTarget(`//a:b/`)).toEqual({ pathname: `/a:b/`, search: ``, decoded: `/a:b/` })
    expect(requestTarget(`/a%2Fb?x=1`)).toEqual({ pathname: `/a%2Fb`, search: `?x=1`, decoded: `/a/b` })
  })

  it(`prefer brotli, then gzip, honouring q=0`, () => {
    expect(preferredEncoding(`gzip, deflate, br`)).toBe(`br`)
    expect(preferredEncoding(`br;q=0, gzip`)).toBe(`gzip`)
    expect(preferredEncoding(`identity`)).toBeUndefined()
  })

  it(`fetch a proxied URL from its own origin unless a stand-in is mapped`, () => {
    const url = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
    expect(upstreamUrl(url)).toBe(url)
    expect(upstreamUrl(url, { "https://www.googletagmanager.com": `http://localhost:9912` })).toBe(
      `http://localhost:9912/gtag/js?id=G-UNIT`,
    )
  })
})
