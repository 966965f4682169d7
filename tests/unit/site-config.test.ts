/** @jest-environment node */
import config from "../../gatsby-config"
import { breakpoints } from "../../src/config/site"
import { siteCss } from "../../src/styles/site-css"
import { gfmSyntax, setParserPlugins } from "../support/site-markdown"

type PluginEntry = string | { resolve: string; options?: Record<string, unknown> }

/** gatsby-transformer-remark's options, as gatsby-config sets them. */
function transformerOptions(): { gfm?: boolean; plugins: Array<PluginEntry> } {
  const remark = (config.plugins as Array<PluginEntry>).find(
    plugin => typeof plugin !== `string` && plugin.resolve === `gatsby-transformer-remark`,
  ) as unknown as { options: { gfm?: boolean; plugins: Array<PluginEntry> } }
  return remark.options
}

function remarkPlugin(name: string): Record<string, unknown> | undefined {
  const entry = transformerOptions().plugins.find(
    plugin => typeof plugin !== `string` && plugin.resolve === name,
  )
  return typeof entry === `string` ? undefined : entry?.options
}

describe(`gatsby-config`, () => {
  it(`puts markdown images at max width 700, quality 50, lazy`, () => {
    expect(remarkPlugin(`gatsby-remark-images`)).toMatchObject({
      maxWidth: 700,
      quality: 50,
      loading: `lazy`,
    })
  })

  it(`reads markdown with gatsby-remark-gfm-syntax in place of the transformer's own GFM`, () => {
    const options = transformerOptions()
    expect(options.gfm).toBe(false)
    expect(options.plugins).toContain(`gatsby-remark-gfm-syntax`)
    expect(setParserPlugins()).toEqual([gfmSyntax])
  })

  it(`passes the product name and slug to the token plugin`, () => {
    expect(remarkPlugin(`gatsby-remark-product-tokens`)).toEqual({
      tokens: { "{product}": `acme`, "{Product}": `Acme` },
    })
  })

  it(`always ends paths with a slash, and the offline plugin comes after the manifest`, () => {
    expect(config.trailingSlash).toBe(`always`)
    const names = (config.plugins as Array<PluginEntry>).map(plugin =>
      typeof plugin === `string` ? plugin : plugin.resolve,
    )
    expect(names.indexOf(`gatsby-plugin-offline`)).toBeGreaterThan(names.indexOf(`gatsby-plugin-manifest`))
  })

  it(`leaves the tag manager out when no container id is configured`, () => {
    const names = (config.plugins as Array<PluginEntry>).map(plugin =>
      typeof plugin === `string` ? plugin : plugin.resolve,
    )
    expect(names).not.toContain(`gatsby-plugin-google-tagmanager`)
  })
})

describe(`breakpoints`, () => {
  it(`are the spec's values and drive the stylesheet's media queries`, () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1364 })
    for (const name of [`sm`, `md`, `lg`, `xl`] as const)
      expect(siteCss).toContain(`@media (min-width: ${breakpoints[name]}px)`)
  })
})
