import { Script } from "gatsby"
import React from "react"
import { analyticsMeasurementId } from "../config/site"
import { ANALYTICS_FORWARDS, analyticsScriptUrl } from "../config/third-party"

/** Google's gtag snippet: the command queue gtag.js reads, and the measurement id's config. */
export function gtagQueueScript(measurementId: string): string {
  return [
    `window.dataLayer = window.dataLayer || [];`,
    `window.gtag = function gtag() { window.dataLayer.push(arguments) };`,
    `gtag("js", new Date());`,
    `gtag("config", ${JSON.stringify(measurementId)});`,
  ].join(`\n`)
}

/**
 * Google Analytics 4 (gtag.js) off the main thread: Gatsby renders both scripts as
 * `type="text/partytown"`, Partytown runs them in its web worker, and the worker fetches gtag.js through
 * Gatsby's proxy, `/__third-party-proxy?url=…` (allowed in src/config/third-party.ts). Calls to
 * `window.gtag` on the main thread are forwarded to the worker. No measurement id, no scripts.
 */
export function Analytics() {
  if (!analyticsMeasurementId) return null
  return (
    <>
      <Script id="gtag-queue" strategy="off-main-thread" forward={ANALYTICS_FORWARDS}>
        {gtagQueueScript(analyticsMeasurementId)}
      </Script>
      <Script id="gtag-js" src={analyticsScriptUrl} strategy="off-main-thread" />
    </>
  )
}
