// Throttling for the search bench: a phone on a fast 3G network, as Lighthouse and DevTools define it.
import type { Page } from "playwright-core"

/** Chrome DevTools' "Fast 3G" (as Lighthouse defines it) and a mid-range phone's CPU (4x slower). */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
}
export const CPU_SLOWDOWN = 4

/**
 * Throttles a loaded page's network and CPU through the DevTools protocol, as Lighthouse does, and the
 * network of each worker it starts (Pagefind fetches its index from a web worker, which the page's
 * emulation does not cover): a worker waits for its debugger until it is throttled too.
 */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send(`Network.enable`)
  await cdp.send(`Network.emulateNetworkConditions`, FAST_3G)
  await cdp.send(`Emulation.setCPUThrottlingRate`, { rate: CPU_SLOWDOWN })
  let id = 0
  cdp.on(`Target.attachedToTarget`, ({ sessionId, targetInfo }) => {
    const send = (method: string, params: object) =>
      cdp.send(`Target.sendMessageToTarget`, {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      })
    const worker = targetInfo.type === `worker`
    void (async () => {
      if (worker) {
        await send(`Network.enable`, {})
        await send(`Network.emulateNetworkConditions`, FAST_3G)
      }
      await send(`Runtime.runIfWaitingForDebugger`, {})
    })()
  })
  await cdp.send(`Target.setAutoAttach`, { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
}
