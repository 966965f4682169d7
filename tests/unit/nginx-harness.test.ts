/** @jest-environment node */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import { startNginx, type RunningNginx } from "../support/nginx"

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One plain GET; redirects are not followed. */
function get(url: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, response => {
        let body = ``
        response.setEncoding(`utf8`)
        response.on(`data`, chunk => (body += chunk))
        response.on(`end`, () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      })
      .on(`error`, reject)
  })
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), `nginx-root-`))
fs.mkdirSync(path.join(root, `new`))
fs.writeFileSync(path.join(root, `new`, `index.html`), `<p>new page</p>`)

let nginx: RunningNginx
beforeAll(async () => {
  nginx = await startNginx({
    root,
    httpConfig: `map $uri $moved { /old /new/; default ""; }`,
    serverConfig: [
      `absolute_redirect off;`,
      `if ($moved) { return 301 $moved$is_args$args; }`,
      `location = /absolute { absolute_redirect on; return 301 /new/; }`,
    ].join(`\n`),
  })
})
afterAll(async () => {
  await nginx?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

describe(`startNginx`, () => {
  it(`serves the root's files on 127.0.0.1 and a free port`, async () => {
    expect(nginx.url).toBe(`http://127.0.0.1:${nginx.port}`)
    const reply = await get(`${nginx.url}/new/`)
    expect(reply.status).toBe(200)
    expect(reply.headers[`content-type`]).toBe(`text/html`)
    expect(reply.body).toBe(`<p>new page</p>`)
    expect((await get(`${nginx.url}/missing`)).status).toBe(404)
  })

  it(`answers the given http- and server-level rules, without following the redirect`, async () => {
    const reply = await get(`${nginx.url}/old?x=1`)
    expect(reply.status).toBe(301)
    expect(reply.headers.location).toBe(`/new/?x=1`)
    expect((await get(`${nginx.url}/old`)).headers.location).toBe(`/new/`)
    // nginx's default absolute Location names the host as the request gave it.
    expect((await get(`${nginx.url}/absolute`)).headers.location).toBe(`http://127.0.0.1:${nginx.port}/new/`)
  })

  it(`keeps its pid file and logs in its own prefix`, async () => {
    await get(`${nginx.url}/new/`)
    expect(fs.readFileSync(path.join(nginx.prefix, `nginx.pid`), `utf8`).trim()).toMatch(/^\d+$/)
    expect(nginx.logs().access).toContain(`"GET /new/ HTTP/1.1" 200`)
  })

  it(`throws with nginx's own message when the configuration is wrong, leaving nothing behind`, async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `nginx-tmp-`))
    const saved = process.env.TMPDIR
    process.env.TMPDIR = tmp
    try {
      await expect(startNginx({ root, serverConfig: `no_such_directive on;` })).rejects.toThrow(
        /nginx -t failed[\s\S]*unknown directive "no_such_directive"/,
      )
      expect(fs.readdirSync(tmp)).toEqual([])
    } finally {
      if (saved === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = saved
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })

  it(`throws with nginx's message when it cannot start, e.g. the port is taken`, async () => {
    await expect(startNginx({ root, serverConfig: ``, port: nginx.port })).rejects.toThrow(
      /Address already in use/,
    )
  })

  it(`stops only its own process and removes its prefix`, async () => {
    const other = await startNginx({ root, serverConfig: `` })
    expect((await get(`${other.url}/new/`)).status).toBe(200)
    await other.stop()
    await expect(get(`${other.url}/new/`)).rejects.toThrow(/ECONNREFUSED/)
    expect(fs.existsSync(other.prefix)).toBe(false)
    expect((await get(`${nginx.url}/new/`)).status).toBe(200)
  })
})
