import { Script } from "gatsby"
import React from "react"
import { analyticsMeasurementId } from "../config/site"
import { ANALYTICS_FORWARDS, analyticsScriptUrl, thirdPartyProxyPath } from "../config/third-party"

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
 * Adds gtag.js, from the proxy path, as a script element. Partytown's fallback (its worker not started
 * within 10,000 ms) runs only the text of each `text/partytown` script on the main thread, not its `src`,
 * so gtag.js is loaded by this text: in the worker Partytown fetches the element's source itself, in the
 * fallback the browser does (the page's policy allows this text by its hash, src/build-output/csp.ts).
 */
export function gtagLoaderScript(scriptUrl: string): string {
  return [
    `(function () {`,
    `  var script = document.createElement("script");`,
    `  script.id = "gtag-js";`,
    `  script.async = true;`,
    `  script.src = ${JSON.stringify(thirdPartyProxyPath(scriptUrl))};`,
    `  document.head.appendChild(script);`,
    `})();`,
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
      <Script id="gtag-loader" strategy="off-main-thread">
        {gtagLoaderScript(analyticsScriptUrl)}
      </Script>
    </>
  )
}
