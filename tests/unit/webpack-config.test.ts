/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin"
import type { Configuration, WebpackPluginInstance } from "webpack"
import { productionConfig } from "../../gatsby/webpack"

/** The two production settings changed from Gatsby's: no persistent cache, and esbuild minifying the bundles. */
const otherMinimizer: WebpackPluginInstance = { apply: () => {} }

function gatsbyConfig(): Configuration {
  return {
    cache: { type: `filesystem`, buildDependencies: { config: [`webpack.config.js`] } },
    devtool: `source-map`,
    optimization: { minimizer: [new TerserPlugin({ terserOptions: { ecma: 5 } }), otherMinimizer] },
  }
}

/** What a TerserPlugin was configured with (the plugin keeps its options as given, normalised). */
function minifierOf(plugin: unknown): unknown {
  return (plugin as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation
}

describe(`productionConfig`, () => {
  it(`turns webpack's persistent cache off for both production stages, leaving the rest as Gatsby made it`, () => {
    for (const stage of [`build-javascript`, `build-html`]) {
      const config = productionConfig(gatsbyConfig(), stage)
      expect(config.cache).toBe(false)
      expect(config.devtool).toBe(`source-map`)
    }
  })

  it(`minifies the browser bundles with esbuild through TerserPlugin, keeping the other minimizers`, () => {
    const [javascript, css] = productionConfig(gatsbyConfig(), `build-javascript`).optimization
      ?.minimizer as Array<unknown>
    expect(javascript).toBeInstanceOf(TerserPlugin)
    expect(minifierOf(javascript)).toBe(TerserPlugin.esbuildMinify)
    expect(css).toBe(otherMinimizer)
  })

  it(`leaves the HTML renderer's minimizers alone`, () => {
    const original = gatsbyConfig()
    const minimizer = productionConfig(original, `build-html`).optimization?.minimizer
    expect(minimizer).toBe(original.optimization?.minimizer)
  })
})
