/**
 * Third-party script URLs that Gatsby's Partytown proxy (`/__third-party-proxy?url=…`) may fetch.
 * Anything not listed here is refused by the proxy (issue 2, item 3; issue 6, item 5).
 */
export const thirdPartyProxiedUrls: Array<string> = [`https://www.googletagmanager.com/gtag/js`]
