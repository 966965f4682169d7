/*
 * The benches' Netlify and Cloudflare: the build's deploy for each host (tests/support/host-site.ts) served
 * by the vendor's own local engine (`netlify dev`, `wrangler pages dev`), each on its own port, both
 * ended (their whole process groups) by stop().
 */
import type { HostProcess } from "../../tests/support/host-process"
import { hostSite } from "../../tests/support/host-site"
import { startNetlifyDev } from "../../tests/support/netlify-dev"
import { startWranglerPagesDev } from "../../tests/support/wrangler"

export const BENCH_PORTS = { cloudflare: 9931, netlify: 9932, inspector: 9933, netlifyStatic: 9934 }

export interface EdgeHosts {
  cloudflare: HostProcess
  netlify?: HostProcess
  stop: () => Promise<void>
}

/** `root`: the project, or a scratch copy that was built. Netlify only when asked (it starts slower). */
export async function startEdgeHosts(root?: string, withNetlify = true): Promise<EdgeHosts> {
  const sites = [hostSite(`cloudflare`, { root })]
  const cloudflare = await startWranglerPagesDev({
    dir: sites[0].dir,
    port: BENCH_PORTS.cloudflare,
    inspectorPort: BENCH_PORTS.inspector,
    startTimeoutMs: 180000,
  })
  let netlify: HostProcess | undefined
  if (withNetlify) {
    sites.push(hostSite(`netlify`, { root }))
    netlify = await startNetlifyDev({
      dir: sites[1].dir,
      port: BENCH_PORTS.netlify,
      staticServerPort: BENCH_PORTS.netlifyStatic,
    }).catch(async error => {
      await cloudflare.stop()
      for (const site of sites) site.remove()
      throw error
    })
  }
  return {
    cloudflare,
    netlify,
    stop: async () => {
      await Promise.all([cloudflare.stop(), netlify?.stop()])
      for (const site of sites) site.remove()
    },
  }
}

/**
 * What the worker adds to a page request: the same pages asked, one at a time over HTTP, from wrangler
 * with the build's `_worker.js` and from wrangler with the asset server alone. Medians, in ms.
 */
export async function workerCostOnPages(
  withWorker: string,
  pages: ReadonlyArray<string>,
  rounds = 20,
): Promise<{ withWorker: number; withoutWorker: number }> {
  const site = hostSite(`cloudflare`, { withoutFunction: true })
  const plain = await startWranglerPagesDev({
    dir: site.dir,
    port: BENCH_PORTS.cloudflare + 10,
    inspectorPort: BENCH_PORTS.inspector + 10,
  })
  const timings = { withWorker: [] as Array<number>, withoutWorker: [] as Array<number> }
  const time = async (url: string) => {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    return performance.now() - started
  }
  try {
    for (let round = 0; round < rounds; round++)
      for (const page of pages) {
        timings.withWorker.push(await time(`${withWorker}${page}`))
        timings.withoutWorker.push(await time(`${plain.url}${page}`))
      }
  } finally {
    await plain.stop()
    site.remove()
  }
  const median = (values: Array<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return { withWorker: median(timings.withWorker), withoutWorker: median(timings.withoutWorker) }
}
