import type { ParentSpanPluginArgs } from "gatsby"
import { openPluginCaches, pluginNames } from "../../gatsby/plugin-caches"

const plugins = [
  { name: `gatsby-source-filesystem` },
  {
    name: `gatsby-transformer-remark`,
    pluginOptions: { plugins: [{ name: `gatsby-remark-images` }, { name: `gatsby-remark-prismjs` }] },
  },
  { name: `gatsby-plugin-sharp` },
  { name: `gatsby-remark-images` },
]

describe(`plugin caches`, () => {
  it(`names every plugin Gatsby runs and the sub-plugins a transformer hands its cache to, once each`, () => {
    expect(pluginNames(plugins)).toEqual([
      `gatsby-source-filesystem`,
      `gatsby-transformer-remark`,
      `gatsby-remark-images`,
      `gatsby-remark-prismjs`,
      `gatsby-plugin-sharp`,
    ])
  })

  it(`opens each one's cache by using it, one after another, before anything is written`, async () => {
    const events: Array<string> = []
    const getCache = (name: string) => ({
      get: async () => {
        events.push(`open ${name}`)
        await Promise.resolve()
        events.push(`opened ${name}`)
        return undefined
      },
    })
    const store = { getState: () => ({ flattenedPlugins: plugins }) }
    const opened = await openPluginCaches(
      { store } as unknown as Pick<ParentSpanPluginArgs, `store`>,
      getCache,
    )
    expect(opened).toBe(5)
    expect(events.slice(0, 4)).toEqual([
      `open gatsby-source-filesystem`,
      `opened gatsby-source-filesystem`,
      `open gatsby-transformer-remark`,
      `opened gatsby-transformer-remark`,
    ])
    expect(events.filter(event => event.startsWith(`opened`))).toHaveLength(5)
  })
})
