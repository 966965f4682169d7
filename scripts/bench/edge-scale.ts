/*
 * At scale, on Cloudflare: every rule of a built scratch copy requested from `wrangler pages dev` serving
 * that build's Cloudflare deploy (`_worker.js` and the asset server), as published: how many get one 301
 * to their page, and how long each answer takes. The rules are read from the build's Netlify `_redirects`,
 * which lists every one (Cloudflare's holds the first 2,000; the worker answers them all).
 */
import fs from "fs"
import path from "path"
import { hostOutputDir } from "../../src/config/redirects"
import { closeAgent, get, mapConcurrently } from "../../tests/e2e/support/http"
import { startEdgeHosts } from "./edge-hosts"

export interface EdgeScale {
  rules: number
  oneHop: number
  p50: number
  p95: number
  misses: Array<string>
}

function builtRules(root: string): Array<[from: string, to: string]> {
  return fs
    .readFileSync(path.join(root, hostOutputDir, `netlify`, `public`, `_redirects`), `utf8`)
    .split(`\n`)
    .filter(line => line.startsWith(`/`))
    .map(line => line.split(` `) as [string, string])
}

export async function cloudflareAnswersEveryRule(root: string): Promise<EdgeScale> {
  const rules = builtRules(root)
  const edge = await startEdgeHosts(root, false)
  const times: Array<number> = []
  const misses: Array<string> = []
  try {
    await mapConcurrently(rules, 8, async ([from, to]) => {
      const started = performance.now()
      const answer = await get(edge.cloudflare.url, from)
      times.push(performance.now() - started)
      if (answer.status !== 301 || answer.location !== to)
        misses.push(`${from}: ${answer.status} ${answer.location}`)
    })
  } finally {
    closeAgent()
    await edge.stop()
  }
  const sorted = times.sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
  return { rules: rules.length, oneHop: rules.length - misses.length, p50: at(0.5), p95: at(0.95), misses }
}
