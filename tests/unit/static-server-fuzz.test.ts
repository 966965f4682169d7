/** @jest-environment node */
import http from "http"
import net from "net"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { builtSiteFixture } from "./static-server-fixture"

// Hostile requests, thousands of them: paths, methods, headers and raw bytes. The server must answer
// each one (or close the socket), never send a Location that leaves the site, and still serve a normal
// request afterwards.

const root = builtSiteFixture()
let server: StaticServer
const unanswered: Array<string> = []
beforeAll(async () => (server = await startStaticServer({ root, mode: `hosted` })))
afterAll(() => server.close())

// A deterministic generator: the same run every time, so a failure can be replayed.
let seed = 42
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]

const PIECES = [
  `/`,
  `//`,
  `..`,
  `%2e%2e`,
  `%2f`,
  `%5c`,
  `\\`,
  `%00`,
  `%E0%A4%A`,
  `%`,
  `?`,
  `#`,
  `:`,
  `@`,
  `evil.com`,
  `rest_api`,
  `docs`,
  `REST_API`,
  `index.html`,
  `.html`,
  `~`,
  `%20`,
  `\u00e9`,
  `a`.repeat(300),
  `*`,
  `'`,
  `"`,
  `<script>`,
  `documentation`,
  `webhooks`,
  `__third-party-proxy?url=`,
]
const METHODS = [`GET`, `HEAD`, `POST`, `PUT`, `DELETE`, `OPTIONS`, `TRACE`, `PATCH`, `CONNECT`]
const HEADERS: Array<Record<string, string>> = [
  {},
  { range: `bytes=${Math.floor(random() * 10)}-` },
  { range: `bytes=-5,9-2,abc` },
  { range: `items=0-1` },
  { "accept-encoding": `br;q=abc, gzip;q=-1, *` },
  { "if-none-match": `"x", *, W/"y"` },
  { "if-modified-since": `not a date` },
  { host: `evil.com` },
  { "x-big": `x`.repeat(20000) },
]

function hostilePath(): string {
  const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(PIECES))
  return `/${parts.join(random() < 0.5 ? `/` : ``)}`.replace(/\s/g, `%20`)
}

function send(
  target: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; location?: string }> {
  return new Promise(resolve => {
    const call = http.request(
      { host: `127.0.0.1`, port: server.port, path: target, method, headers },
      response => {
        response.resume()
        response.on(`end`, () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        )
      },
    )
    // A CONNECT's answer arrives as `connect`, not `response`.
    call.on(`connect`, response =>
      resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
    )
    call.on(`error`, () => resolve({ status: 0 }))
    call.setTimeout(2000, () => {
      unanswered.push(`${method} ${target}`)
      call.destroy()
    })
    call.end()
  })
}

function raw(bytes: string): Promise<void> {
  return new Promise(resolve => {
    const socket = net.connect(server.port, `127.0.0.1`, () => socket.end(bytes))
    socket.on(`data`, () => undefined)
    socket.on(`close`, () => resolve())
    socket.on(`error`, () => resolve())
    socket.setTimeout(3000, () => socket.destroy())
  })
}

it(`answers thousands of hostile requests without falling over or leaving the site`, async () => {
  const offsite: Array<string> = []
  for (let batch = 0; batch < 60; batch++) {
    const requests = Array.from({ length: 50 }, () => ({
      target: hostilePath(),
      method: pick(METHODS),
      headers: pick(HEADERS),
    }))
    const answers = await Promise.all(
      requests.map(({ target, method, headers }) =>
        send(target, method, headers).then(answer => ({ target, answer })),
      ),
    )
    for (const { target, answer } of answers) {
      if (answer.location !== undefined && !/^\/(?![/\\])/.test(answer.location))
        offsite.push(`${target} -> ${answer.location}`)
    }
  }
  await Promise.all(
    [
      `GET //a:b/ HTTP/1.1\r\n\r\n`,
      `\x00\x01\x02garbage\r\n\r\n`,
      `GET / HTTP/9.9\r\nHost: x\r\n\r\n`,
      `GET /${`a`.repeat(100000)} HTTP/1.1\r\n\r\n`,
    ].map(raw),
  )
  expect(offsite).toEqual([])
  expect(unanswered).toEqual([])
  expect((await send(`/documentation/`, `GET`, {})).status).toBe(200)
  expect((await send(`//a:b/`, `GET`, {})).status).toBe(404)
}, 60000)
