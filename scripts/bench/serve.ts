import fs from "fs"
import http from "http"
import path from "path"
import { pagePathOfFile } from "../../src/lib/paths"
import { startStaticServer, type StaticServer } from "../static-server"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:serve`: 200 concurrent clients for 10 s against the static server over public/ (as
// `npm start` runs it, and as a plain bucket), keep-alive, asking for gzip and brotli like a browser,
// on a mix of pages, scripts, page data, old addresses (301s, or stubs in bucket mode) and unknown
// addresses (the 404 page). Prints requests/s and the latency percentiles. Run `npm run build` first.

const CLIENTS = 200
const SECONDS = 10
const PUBLIC_DIR = `public`

function filesUnder(dir: string, name: RegExp): Array<string> {
  return fs
    .readdirSync(path.join(PUBLIC_DIR, dir), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && name.test(entry.name))
    .map(entry => `/${path.relative(PUBLIC_DIR, path.join(entry.parentPath, entry.name))}`)
}

/** The request mix: pages (twice as often as the rest), scripts, page data, old addresses, unknown addresses. */
function requestMix(): Array<string> {
  const pageData = filesUnder(`page-data`, /^page-data\.json$/).slice(0, 200)
  const pages = pageData.map(file => file.slice(`/page-data`.length, -`page-data.json`.length))
  const scripts = filesUnder(`.`, /^[^/]+-[0-9a-f]{20}\.js$/).filter(file => file.split(`/`).length === 2)
  // The build lists the stub files it wrote, one per old address: `rest_api/docs/index.html`.
  const oldAddresses = fs
    .readFileSync(path.join(`build`, `redirect-stubs.txt`), `utf8`)
    .split(`\n`)
    .flatMap(line => pagePathOfFile(line) ?? [])
    .slice(1, 201)
  const unknown = Array.from({ length: 50 }, (_, index) => `/documentation/no-such-page-${index}/`)
  return [...pages, ...pages, ...scripts, ...pageData, ...oldAddresses, ...unknown]
}

function percentile(sorted: Array<number>, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
}

async function load(server: StaticServer, paths: Array<string>): Promise<Array<number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  const latencies: Array<number> = []
  const deadline = Date.now() + SECONDS * 1000
  const get = (pathname: string) =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now()
      const request = http.get(
        `${server.url}${pathname}`,
        { agent, headers: { "accept-encoding": `br, gzip` } },
        response => {
          response.on(`data`, () => undefined)
          response.on(`end`, () => {
            latencies.push(performance.now() - started)
            resolve()
          })
        },
      )
      request.on(`error`, reject)
      request.setTimeout(30000, () => request.destroy(new Error(`${pathname}: no answer in 30 s`)))
    })
  const client = async (offset: number) => {
    for (let index = offset; Date.now() < deadline; index += CLIENTS) await get(paths[index % paths.length])
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, offset) => client(offset)))
  agent.destroy()
  return latencies.sort((a, b) => a - b)
}

async function main() {
  const paths = requestMix()
  console.log(`${CLIENTS} clients, ${SECONDS} s, ${paths.length} addresses in the mix, br/gzip accepted`)
  console.log(`| server | requests | requests/s | p50 ms | p99 ms |`)
  console.log(`| --- | --- | --- | --- | --- |`)
  for (const mode of [`hosted`, `bucket`] as const) {
    const server = await startStaticServer({ root: PUBLIC_DIR, mode })
    // One warm-up pass, as a running server would have had: compressed bodies are cached per file.
    await Promise.all(paths.map(pathname => fetch(`${server.url}${pathname}`, { redirect: `manual` })))
    const latencies = await load(server, paths)
    await server.close()
    const row = [
      `npm start (${mode})`,
      latencies.length,
      Math.round(latencies.length / SECONDS),
      percentile(latencies, 0.5).toFixed(1),
      percentile(latencies, 0.99).toFixed(1),
    ]
    console.log(`| ${row.join(` | `)} |`)
  }
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:serve (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
