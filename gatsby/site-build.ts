/*
 * One build, handed from step to step. Gatsby calls each Node API on its own and passes nothing from
 * one to the next, so the result createPages makes is held here, in one closure, and given as an
 * argument to each step that needs it:
 *
 *   createPages          -> BuildResult (gatsby/create-pages.ts)
 *   onCreateWebpackConfig <- where its redirect data lives (gatsby/webpack.ts)
 *   onPostBuild           <- all of it: downloads, host files, search index (gatsby/post-build.ts)
 *   onCreateDevServer     <- the last good result, and the develop session (gatsby/dev-server.ts)
 *
 * In `gatsby develop` the session (problems for the browser's banner, the families last read from
 * redirects/) is shared by createPages and the dev server, which replaces the table on a valid edit.
 */
import type { GatsbyNode } from "gatsby"
import type { BuildResult, DevelopSession } from "./build-result"
import { createSite } from "./create-pages"
import { devRedirectData, serveDevelop } from "./dev-server"
import { writeBuildOutput } from "./post-build"
import { configureWebpack } from "./webpack"

function made(result: BuildResult | undefined, step: string): BuildResult {
  if (!result) {
    throw new Error(
      `${step} ran before createPages made the build: a Gatsby upgrade may have changed the order of its ` +
        `steps (checked against Gatsby 5.16: createPages, then webpack, then onPostBuild)`,
    )
  }
  return result
}

export function siteBuild() {
  let result: BuildResult | undefined
  const session: DevelopSession = { problems: [], redirectProblems: [] }

  const createPages: GatsbyNode[`createPages`] = async args => {
    result = (await createSite(args, session, result)) ?? result
  }

  const onCreateWebpackConfig: GatsbyNode[`onCreateWebpackConfig`] = args =>
    configureWebpack(
      args,
      args.stage.startsWith(`build`)
        ? made(result, `onCreateWebpackConfig`).redirects.browserData.location
        : devRedirectData,
    )

  const onPostBuild: GatsbyNode[`onPostBuild`] = args => writeBuildOutput(args, made(result, `onPostBuild`))

  const onCreateDevServer: GatsbyNode[`onCreateDevServer`] = args =>
    serveDevelop(args, {
      result: () => result,
      applyRedirects: (redirects, families) => {
        result = { ...made(result, `a redirect edit`), redirects }
        Object.assign(session, { families, redirectProblems: [] })
      },
      session,
    })

  return { createPages, onCreateWebpackConfig, onPostBuild, onCreateDevServer }
}
