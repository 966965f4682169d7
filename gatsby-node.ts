import type { GatsbyNode } from "gatsby"
import { dropCacheOfUnfinishedRun } from "./gatsby/cache-guard"
import { checkFrameworkSeams } from "./gatsby/framework-seams"
import {
  buildState,
  developState,
  hasBuildState,
  isDevelop,
  setBuildState,
  setDevelopState,
} from "./gatsby/build-state"
import { planSiteHosts } from "./gatsby/host-plan"
import { createSitePages, loadSite } from "./gatsby/pages"
import { createRedirectRules, planSiteRedirects } from "./gatsby/redirects"
import { stepTimer } from "./gatsby/step-timer"
import { sourcesAgree } from "./src/lib/site-plan"
import { readSiteAddresses } from "./src/lib/site-sources"

/** A short barrel (house style): one module per concern lives in gatsby/. */
export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode } from "./gatsby/content-nodes"
export { onCreateDevServer } from "./gatsby/dev-server"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/webpack"
export { markRunStarted as onPreBootstrap } from "./gatsby/cache-guard"

/** Gatsby's internals are checked first (the cache guard relies on one), then a failed run's cache is dropped. */
export const onPreInit: GatsbyNode[`onPreInit`] = args => {
  checkFrameworkSeams(args)
  dropCacheOfUnfinishedRun(args)
}

/**
 * Plan everything, check everything, then create. Every content and redirect problem is found before
 * the first createPage, so a failed build stops within seconds of its message (once pages exist,
 * Gatsby's exit waits on its page store and can hang). In `gatsby develop`, a mistake leaves the last
 * good site in place and is shown in the browser (gatsby/dev-server.ts) and once in the terminal.
 */
export const createPages: GatsbyNode[`createPages`] = async ({ graphql, actions, reporter }) => {
  const time = stepTimer(reporter, `createPages`)
  const { plan, apis, changelog } = await loadSite({ graphql }, time)
  const redirects = time(`plan redirects, check published addresses`, () =>
    planSiteRedirects(plan, { families: developState().families }),
  )
  const problems = plan.sourcesReadable
    ? [
        ...plan.problems,
        ...time(`check content/ read alike by the tools`, () =>
          sourcesAgree(plan.paths, readSiteAddresses(`content`).paths),
        ),
        ...redirects.problems,
      ]
    : plan.problems
  // Every host file, planned on a sound table (no cascade): a build writes them after its pages.
  const hosts =
    problems.length > 0 || isDevelop()
      ? undefined
      : time(`plan host files`, () => planSiteHosts({ site: plan, redirects }))
  problems.push(...(hosts?.problems ?? []))
  if (problems.length > 0 && isDevelop()) {
    for (const problem of problems) reporter.error(problem)
    setDevelopState({ problems })
    // Gatsby deletes the pages a createPages run does not create again: keep the last good ones.
    if (hasBuildState()) createSitePages(actions, buildState().site)
    return
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The site has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return
  }
  time(`create pages`, () => createSitePages(actions, plan))
  time(`create redirects`, () => createRedirectRules(actions, redirects))
  setBuildState({ site: plan, apis, changelog: changelog?.entries ?? [], redirects, hosts })
  setDevelopState({ problems: [] })
  reporter.info(
    `redirects: ${redirects.plan.rules.length} rules, ${redirects.plan.fallbacks.length} fallbacks`,
  )
  for (const note of hosts?.notes ?? []) reporter.info(note)
}
