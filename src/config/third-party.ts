import { analyticsMeasurementId } from "./site"

// Third-party script URLs that Gatsby's Partytown proxy (`/__third-party-proxy?url=…`) may fetch
// . Gatsby allows a URL only on an exact match with an entry here,
// query string included, so each entry is the very URL a `<Script strategy="off-main-thread">` loads.

/** gtag.js for one GA4 measurement id. */
export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
}

/** The analytics script the site loads off the main thread; empty when no measurement id is configured. */
export const analyticsScriptUrl = analyticsMeasurementId ? gtagScriptUrl(analyticsMeasurementId) : ``

export const thirdPartyProxiedUrls: Array<string> = [analyticsScriptUrl].filter(url => url !== ``)

/** Main-thread calls Partytown forwards to its worker (gtag.js's command function). */
export const ANALYTICS_FORWARDS = [`gtag`]

/** The path Gatsby's proxy answers for an allowed URL (what `<Script strategy="off-main-thread" src>` writes). */
export function thirdPartyProxyPath(url: string): string {
  return `/__third-party-proxy?url=${encodeURIComponent(url)}`
}
