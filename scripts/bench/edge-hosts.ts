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
