/*
 * Gatsby's webpack configuration, two settings changed for production builds (measured in the README,
 * "Benchmarks"), and where the browser finds the redirect table compiled in
 * (src/browser/redirects/redirect-data.ts: this build's content-hashed folder, or in development the
 * dev server's live copy).
 */
import type { GatsbyNode } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"
import type { Configuration, WebpackPluginInstance } from "webpack"
import type { RedirectDataLocation } from "../redirects/hosts/browser-data"

/** esbuild's syntax level for the minified bundles: every browser of Gatsby's default list loads ES modules. */
const MINIFY_TARGET = `es2017`

/**
 * - No persistent webpack cache in production builds. Its first store records as build dependencies every
 *   module its loaders require, and Gatsby's babel-loader requires all of Gatsby, so webpack walks that
 *   whole graph (https://webpack.js.org/configuration/cache/#cachebuilddependencies): 6–8 s of a cold
 *   build, most of it while the HTML renderer's compilation closes, which the build waits for. Rebuilds
 *   keep babel-loader's own cache (.cache/webpack/babel) and pay about 2 s more.
 * - The JavaScript bundles minified by esbuild through the same TerserPlugin Gatsby configures
 *   (https://github.com/webpack-contrib/terser-webpack-plugin#esbuildminify): 0.3 s instead of 2.5 s,
 *   source maps kept (they are published), license comments dropped as Terser does here.
 */
export function productionConfig(config: Configuration, stage: string): Configuration {
  const optimization = config.optimization ?? {}
  const minimizer =
    stage === `build-javascript`
      ? (optimization.minimizer ?? []).map(plugin =>
          plugin instanceof TerserPlugin ? esbuildMinifier() : (plugin as WebpackPluginInstance),
        )
      : optimization.minimizer
  return { ...config, cache: false, optimization: { ...optimization, minimizer } }
}

function esbuildMinifier(): WebpackPluginInstance {
  return new TerserPlugin({
    exclude: /\.min\.js/,
    // esbuild runs its own threads; Terser's worker processes would only add their start-up.
    parallel: false,
    minify: TerserPlugin.esbuildMinify,
    // Each chunk inside a function: esbuild puts the helpers it adds (object rest and spread at es2017)
    // at the top of its output, which in a classic script are globals, so one chunk's `K` replaced
    // another's and pages failed to hydrate (https://github.com/privatenumber/esbuild-loader/issues/139).
    terserOptions: { target: MINIFY_TARGET, legalComments: `none`, format: `iife` },
  })
}

type WebpackArgs = Parameters<NonNullable<GatsbyNode[`onCreateWebpackConfig`]>>[0]

/** onCreateWebpackConfig, told where this build's redirect data lives (gatsby/site-build.ts). */
export function configureWebpack(
  { stage, actions, plugins, getConfig }: WebpackArgs,
  location: RedirectDataLocation,
): void {
  actions.setWebpackConfig({ plugins: [plugins.define({ __REDIRECT_DATA__: JSON.stringify(location) })] })
  if (stage === `build-javascript` || stage === `build-html`)
    actions.replaceWebpackConfig(productionConfig(getConfig(), stage))
}
