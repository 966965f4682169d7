/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin"
import vm from "vm"
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

interface ConfiguredMinimizer {
  options: { minimizer: { implementation: typeof TerserPlugin.esbuildMinify; options: object } }
}

/** What a TerserPlugin was configured with (the plugin keeps its options as given, normalised). */
function minifierOf(plugin: unknown): ConfiguredMinimizer[`options`][`minimizer`] {
  return (plugin as ConfiguredMinimizer).options.minimizer
}

/** A webpack chunk as Gatsby's browser build writes it: modules pushed onto a global array. */
function chunk(id: number, body: string): string {
  return `(self.webpackChunk = self.webpackChunk || []).push([[${id}], { ${id}: function () { ${body} } }])`
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
    expect(minifierOf(javascript).implementation).toBe(TerserPlugin.esbuildMinify)
    expect(css).toBe(otherMinimizer)
  })

  it(`keeps what esbuild adds inside each chunk, so two chunks on one page never overwrite each other's helpers`, async () => {
    const [javascript] = productionConfig(gatsbyConfig(), `build-javascript`).optimization
      ?.minimizer as Array<unknown>
    const { implementation, options } = minifierOf(javascript)
    const minified = async (name: string, code: string) =>
      (await implementation({ [name]: code }, undefined, { ...options })).code ?? ``
    // Object rest and object spread: esbuild lowers both for es2017 with helpers of its own.
    const first = await minified(`1.js`, chunk(1, `const { drop, ...rest } = self.input; self.rest = rest`))
    const second = await minified(`2.js`, chunk(2, `self.spread = { ...self.input, added: 1 }`))
    const page = vm.createContext({ input: { drop: 0, kept: 1 } })
    vm.runInContext(`var self = globalThis`, page)
    for (const script of [first, second]) vm.runInContext(script, page)
    expect(Object.keys(page).sort()).toEqual([`input`, `self`, `webpackChunk`])
    vm.runInContext(
      `for (const [, modules] of self.webpackChunk) for (const run of Object.values(modules)) run()`,
      page,
    )
    expect(vm.runInContext(`JSON.stringify([self.rest, self.spread])`, page)).toBe(
      JSON.stringify([{ kept: 1 }, { drop: 0, kept: 1, added: 1 }]),
    )
  })

  it(`leaves the HTML renderer's minimizers alone`, () => {
    const original = gatsbyConfig()
    const minimizer = productionConfig(original, `build-html`).optimization?.minimizer
    expect(minimizer).toBe(original.optimization?.minimizer)
  })
})
