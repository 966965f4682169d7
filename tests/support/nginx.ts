import { spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import net from "net"
import os from "os"
import path from "path"

// A real nginx for tests, so the site's nginx output is judged by nginx itself. Each call gets a fresh
// prefix directory holding the whole configuration, the pid file, both logs and every temp path; nginx
// runs in the foreground as one process (`daemon off; master_process off;`), a child of this process
// and never the system service, on 127.0.0.1 and a free port. `stop()` ends it by its own PID.

export const NGINX_PATH = process.env.NGINX_PATH ?? `/usr/sbin/nginx`

/**
 * Content types the site's files need (the JavaScript, WebAssembly and JSON a browser checks), set here
 * so the configuration depends on no file outside the prefix. Anything else is application/octet-stream.
 */
export const NGINX_TYPES: Record<string, string> = {
  "text/html": `html htm`,
  "text/css": `css`,
  "text/plain": `txt`,
  "text/xml": `xml`,
  "application/javascript": `js mjs`,
  "application/json": `json map`,
  "application/manifest+json": `webmanifest`,
  "application/rss+xml": `rss`,
  "application/wasm": `wasm`,
  "application/pdf": `pdf`,
  "image/svg+xml": `svg svgz`,
  "image/png": `png`,
  "image/jpeg": `jpeg jpg`,
  "image/gif": `gif`,
  "image/webp": `webp`,
  "image/avif": `avif`,
  "image/x-icon": `ico`,
  "font/woff": `woff`,
  "font/woff2": `woff2`,
}

export interface NginxOptions {
  /** Directives for inside `server { }`, after `root` (e.g. the site's generated server snippet). */
  serverConfig: string
  /** Directives for inside `http { }`, before the server (e.g. `map` blocks). */
  httpConfig?: string
  /** The document root (made absolute). */
  root: string
  /** A fixed port; by default a free one. */
  port?: number
}

export interface RunningNginx {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string
  port: number
  /** The prefix directory: nginx.conf, conf/, logs/, temp/ (removed by stop()). */
  prefix: string
  /** The error and access logs so far. */
  logs: () => { error: string; access: string }
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on(`error`, reject)
    server.listen(0, `127.0.0.1`, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function readIfExists(file: string): string {
  try {
    return fs.readFileSync(file, `utf8`)
  } catch {
    return ``
  }
}

/** The complete nginx.conf for a prefix; the caller's text is included from conf/http.conf and conf/server.conf. */
export function nginxConf({ prefix, root, port }: { prefix: string; root: string; port: number }): string {
  const types = Object.entries(NGINX_TYPES).map(([type, extensions]) => `    ${type} ${extensions};`)
  const at = (relative: string) => path.join(prefix, relative)
  return [
    `daemon off;`,
    `master_process off;`,
    `pid ${at(`nginx.pid`)};`,
    `error_log ${at(`logs/error.log`)} notice;`,
    `events {`,
    `  worker_connections 256;`,
    `}`,
    `http {`,
    `  access_log ${at(`logs/access.log`)};`,
    `  client_body_temp_path ${at(`temp/client_body`)};`,
    `  proxy_temp_path ${at(`temp/proxy`)};`,
    `  fastcgi_temp_path ${at(`temp/fastcgi`)};`,
    `  uwsgi_temp_path ${at(`temp/uwsgi`)};`,
    `  scgi_temp_path ${at(`temp/scgi`)};`,
    `  types {`,
    ...types,
    `  }`,
    `  default_type application/octet-stream;`,
    `  sendfile on;`,
    `  include ${at(`conf/http.conf`)};`,
    `  server {`,
    `    listen 127.0.0.1:${port};`,
    `    server_name localhost;`,
    `    root ${root};`,
    `    include ${at(`conf/server.conf`)};`,
    `  }`,
    `}`,
    ``,
  ].join(`\n`)
}

function nginxArgs(prefix: string): Array<string> {
  return [
    `-p`,
    `${prefix}/`,
    `-c`,
    path.join(prefix, `nginx.conf`),
    `-e`,
    path.join(prefix, `logs/error.log`),
  ]
}

/**
 * Resolves once this nginx has bound its port (it writes its pid file after that) and answers an HTTP
 * request; rejects if it exits first or takes longer than `timeout` ms.
 */
function answering(
  child: ChildProcess,
  pidFile: string,
  port: number,
  stderr: () => string,
  timeout = 10000,
): Promise<void> {
  const deadline = Date.now() + timeout
  return new Promise((resolve, reject) => {
    const retry = () => {
      if (Date.now() > deadline) reject(new Error(`nginx did not answer within ${timeout} ms:\n${stderr()}`))
      else setTimeout(attempt, 50)
    }
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(
          new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before answering:\n${stderr()}`),
        )
        return
      }
      if (readIfExists(pidFile).trim() !== String(child.pid)) {
        retry()
        return
      }
      const request = http.get({ host: `127.0.0.1`, port, path: `/`, agent: false }, response => {
        response.resume()
        resolve()
      })
      request.on(`error`, retry)
    }
    attempt()
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise(resolve => child.once(`exit`, () => resolve()))
}

/** Starts nginx over `root` with the given configuration; throws with nginx's own messages if it cannot. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `nginx-test-`))
  for (const dir of [`conf`, `logs`, `temp`]) fs.mkdirSync(path.join(prefix, dir))
  fs.writeFileSync(path.join(prefix, `conf/http.conf`), options.httpConfig ?? ``)
  fs.writeFileSync(path.join(prefix, `conf/server.conf`), options.serverConfig)
  const root = path.resolve(options.root)
  const remove = () => fs.rmSync(prefix, { recursive: true, force: true })
  // A free port can be taken between choosing it and nginx binding it: then choose again.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort())
    fs.writeFileSync(path.join(prefix, `nginx.conf`), nginxConf({ prefix, root, port }))
    try {
      return await launch(prefix, port, remove)
    } catch (error) {
      const retry = options.port === undefined && attempt < 3 && /Address already in use/.test(String(error))
      if (!retry) {
        remove()
        throw error
      }
    }
  }
}

async function launch(prefix: string, port: number, remove: () => void): Promise<RunningNginx> {
  const args = nginxArgs(prefix)
  const test = spawnSync(NGINX_PATH, [`-t`, ...args], { encoding: `utf8` })
  if (test.error || test.status !== 0) {
    throw new Error(`nginx -t failed (${NGINX_PATH}):\n${test.error?.message ?? test.stderr}`)
  }

  const child = spawn(NGINX_PATH, args, { stdio: [`ignore`, `ignore`, `pipe`] })
  let stderr = ``
  child.stderr?.setEncoding(`utf8`)
  child.stderr?.on(`data`, chunk => (stderr += chunk))
  const spawned = new Promise<void>((resolve, reject) => {
    child.once(`spawn`, resolve)
    child.once(`error`, reject)
  })
  // If the test process ends without stop(), this nginx (and only it) ends too.
  const killOnExit = () => child.kill(`SIGKILL`)
  process.once(`exit`, killOnExit)
  const end = async () => {
    process.removeListener(`exit`, killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      const gone = exited(child)
      child.kill(`SIGQUIT`)
      const timer = setTimeout(() => child.kill(`SIGKILL`), 5000)
      await gone
      clearTimeout(timer)
    }
  }

  const errorLog = path.join(prefix, `logs/error.log`)
  try {
    await spawned
    await answering(child, path.join(prefix, `nginx.pid`), port, () => stderr || readIfExists(errorLog))
  } catch (error) {
    await end()
    throw error
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    prefix,
    logs: () => ({
      error: readIfExists(errorLog),
      access: readIfExists(path.join(prefix, `logs/access.log`)),
    }),
    stop: async () => {
      await end()
      remove()
    },
  }
}
