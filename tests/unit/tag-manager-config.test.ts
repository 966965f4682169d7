/** @jest-environment node */
describe(`gatsby-config with a tag manager id`, () => {
  it(`enables the tag manager off in development, with route-change events and its own web-vitals tracking off (src/browser/web-vitals.ts reports them)`, () => {
    process.env.GATSBY_GTM_ID = `GTM-UNIT`
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require(`../../gatsby-config`).default as {
        plugins: Array<{ resolve?: string; options?: Record<string, unknown> }>
      }
      const plugin = config.plugins.find(entry => entry.resolve === `gatsby-plugin-google-tagmanager`)
      expect(plugin?.options).toEqual({
        id: `GTM-UNIT`,
        includeInDevelopment: false,
        routeChangeEventName: `gatsby-route-change`,
        enableWebVitalsTracking: false,
      })
    })
    delete process.env.GATSBY_GTM_ID
  })
})
