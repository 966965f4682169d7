/** @jest-environment node */

// gtag.js off the main thread: only with a measurement id, on exactly the URL the
// proxy allows. The configuration is read at import, so each case loads it afresh (with its own React).

function buildWithMeasurementId(id: string | undefined): {
  proxiedUrls: Array<string> | undefined
  html: string
} {
  if (id === undefined) delete process.env.GATSBY_GA_MEASUREMENT_ID
  else process.env.GATSBY_GA_MEASUREMENT_ID = id
  let result = { proxiedUrls: undefined as Array<string> | undefined, html: `` }
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const React = require(`react`)
    const { renderToStaticMarkup } = require(`react-dom/server`)
    const { Analytics } = require(`../../src/components/Analytics`)
    const config = require(`../../gatsby-config`).default
    result = {
      proxiedUrls: config.partytownProxiedURLs,
      html: renderToStaticMarkup(React.createElement(Analytics)),
    }
  })
  delete process.env.GATSBY_GA_MEASUREMENT_ID
  return result
}

describe(`analytics (gtag.js through Partytown)`, () => {
  it(`renders nothing and allows no proxy URL without a measurement id`, () => {
    expect(buildWithMeasurementId(undefined)).toEqual({ proxiedUrls: [], html: `` })
  })

  it(`renders Partytown scripts loading the exact URL the proxy allows`, () => {
    const url = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
    const { proxiedUrls, html } = buildWithMeasurementId(`G-UNIT`)
    expect(proxiedUrls).toEqual([url])
    // Its loader's text (run in the worker, or on the main thread by Partytown's fallback) adds gtag.js.
    expect(html).toMatch(
      new RegExp(
        `id="gtag-loader"[^>]*>[^<]*script.src = "/__third-party-proxy\\?url=${encodeURIComponent(url)}"`,
      ),
    )
    expect(html).toMatch(
      /<script type="text\/partytown"[^>]*id="gtag-queue"[^>]*>[^<]*gtag\("config", "G-UNIT"\)/,
    )
  })
})
