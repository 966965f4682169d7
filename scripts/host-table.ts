/*
 * `npm run hosts:table` (after `npm run build`): the README's deploy table, measured. Every host answers
 * the host sample (tests/e2e/support/host-sample.ts: rules across the table and every fallback, in six
 * spellings, with and without a query) in its own engine: nginx, `npm start`, Netlify (`netlify dev` with
 * the edge function; Netlify's parser and matcher for `_redirects` alone), Cloudflare Pages (`wrangler
 * pages dev` with and without `_worker.js`), and a plain bucket. Each request is followed the way a
 * browser would, through redirects, to a page, a stub page or the 404 page; each cell says what most
 * requests of its column got, and how many did not.
 */
import fs from "fs"
import path from "path"
import { isStub } from "../redirects/hosts/stubs"
import { hostSample, type SampledRequest } from "../tests/e2e/support/host-sample"
import { closeAgent, get, mapConcurrently } from "../tests/e2e/support/http"
import { plannedRedirects, sitePages } from "../tests/e2e/support/redirect-matrix"
import { createNetlifyEngine } from "../tests/support/netlify-engine"
import { startNginx } from "../tests/support/nginx"
import { hostSite } from "../tests/support/host-site"
import { startWranglerPagesDev } from "../tests/support/wrangler"
import { hostOutputDir, nginxOutputDir } from "../src/config/redirects"
import { startEdgeHosts } from "./bench/edge-hosts"
import { startStaticServer } from "./static-server"
import { noArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"

type Answer = { status: number; location?: string; stub: boolean }
type Answerer = (target: string) => Promise<Answer>

function overHttp(origin: string): Answerer {
  return async target => {
    const answer = await get(origin, target)
    const location = answer.location?.startsWith(origin)
      ? answer.location.slice(origin.length)
      : answer.location
    return { status: answer.status, location, stub: isStub(answer.body) }
  }
}

/**
 * What a reader gets, counted in hops (answers before the page): `301` is one; a stub page or the 404
 * page's lookup is two (that document, then its script's move); each redirect before them adds one.
 */
async function outcome(answer: Answerer, { request, location }: SampledRequest): Promise<string> {
  let target = request
  for (let hops = 0; hops < 5; hops++) {
    const reply = await answer(target)
    if (reply.status >= 300 && reply.status < 400 && reply.location) {
      target = reply.location
      continue
    }
    const before = [``, `a redirect, then `, `2 redirects, then `][hops] ?? `${hops} redirects, then `
    if (reply.status === 200 && reply.stub) return `${before}stub (${hops + 2} hops)`
    if (reply.status === 404) return `${before}404 page's lookup (${hops + 2} hops)`
    if (reply.status === 200 && target === location) return hops === 1 ? `301` : `${hops} redirects`
    if (reply.status === 200 && target.split(`?`)[0] === location.split(`?`)[0])
      return `${before}page, query lost`
    return `wrong: ${reply.status} ${target}`
  }
  return `a redirect loop`
}

const COLUMNS: Array<[string, (item: SampledRequest) => boolean]> = [
  [`as published`, item => !item.fallback && item.spelling === `as published`],
  [`other letter case`, item => !item.fallback && item.spelling === `other letter case`],
  [`.html`, item => !item.fallback && item.spelling === `.html`],
  [`/index.html`, item => !item.fallback && item.spelling === `/index.html`],
  [`trailing slash`, item => !item.fallback && item.spelling === `trailing slash`],
  [`unlisted address under a family`, item => item.fallback],
]

async function row(name: string, answer: Answerer, sample: Array<SampledRequest>): Promise<string> {
  const outcomes = await mapConcurrently(sample, 8, item => outcome(answer, item))
  const cells = COLUMNS.map(([, inColumn]) => {
    const counts = new Map<string, number>()
    sample.forEach((item, index) => {
      if (inColumn(item)) counts.set(outcomes[index], (counts.get(outcomes[index]) ?? 0) + 1)
    })
    const ranked = [...counts].sort((a, b) => b[1] - a[1])
    const total = ranked.reduce((sum, [, count]) => sum + count, 0)
    const others = ranked.slice(1).map(([label, count]) => `${label} ×${count}`)
    return `${ranked[0][0]}${others.length ? ` (${total - ranked[0][1]} of ${total}: ${others.join(`, `)})` : ``}`
  })
  return `| ${name} | ${cells.join(` | `)} |`
}

async function main() {
  const sample = hostSample(plannedRedirects(), sitePages())
  const rows: Array<string> = []
  const nginx = await startNginx({
    root: path.resolve(`public`),
    httpConfig: fs.readFileSync(path.join(nginxOutputDir, `redirects.conf`), `utf8`),
    serverConfig: fs.readFileSync(path.join(nginxOutputDir, `site.conf`), `utf8`),
  })
  rows.push(await row(`nginx`, overHttp(nginx.url), sample))
  await nginx.stop()
  for (const mode of [`hosted`, `bucket`] as const) {
    const server = await startStaticServer({ root: `public`, mode })
    rows.push(await row(mode === `hosted` ? `npm start` : `plain bucket`, overHttp(server.url), sample))
    await server.close()
  }
  const edge = await startEdgeHosts()
  rows.push(await row(`Netlify, edge function`, overHttp(edge.netlify?.url ?? ``), sample))
  rows.push(await row(`Cloudflare Pages, _worker.js`, overHttp(edge.cloudflare.url), sample))
  await edge.stop()
  const netlify = await createNetlifyEngine({
    redirectsFile: fs.readFileSync(path.join(hostOutputDir, `netlify`, `public`, `_redirects`), `utf8`),
    netlifyToml: fs.readFileSync(path.join(hostOutputDir, `netlify`, `netlify.toml`), `utf8`),
    publicDir: `public`,
  })
  const fromRules: Answerer = async target => {
    const answer = netlify.answer(target)
    const stub = answer.file ? isStub(fs.readFileSync(path.join(`public`, answer.file), `utf8`)) : false
    return { status: answer.status, location: answer.location, stub }
  }
  rows.push(await row(`Netlify, _redirects alone`, fromRules, sample))
  netlify.close()
  const site = hostSite(`cloudflare`, { withoutFunction: true })
  const wrangler = await startWranglerPagesDev({ dir: site.dir, port: 9935, inspectorPort: 9936 })
  rows.push(await row(`Cloudflare Pages, _redirects alone`, overHttp(wrangler.url), sample))
  await wrangler.stop()
  site.remove()
  closeAgent()
  console.log(`| host | ${COLUMNS.map(([name]) => name).join(` | `)} |`)
  console.log(`| --- | ${COLUMNS.map(() => `---`).join(` | `)} |`)
  for (const line of rows) console.log(line)
}

runCommand(args => {
  noArguments(args, `usage: npm run hosts:table (no arguments)`)
  return main()
})
