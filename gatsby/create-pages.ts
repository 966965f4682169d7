import type { CreatePagesArgs } from "gatsby"
import { isDevelop, type BuildResult, type DevelopSession } from "./build-result"
import { planSiteHosts } from "./host-plan"
import { readLastCommits } from "./last-commits"
import { createSitePages, loadSite } from "./pages"
import { createRedirectRules, planSiteRedirects } from "./redirects"
import { stepTimer } from "./step-timer"

// Plan everything, check everything, then create. Every content and redirect problem is found before
// the first createPage, so a failed build stops within seconds of its message (once pages exist,
// Gatsby's exit waits on its page store and can hang). In `gatsby develop`, a mistake leaves the last
// good site in place (`previous`) and is shown in the browser (gatsby/dev-server.ts) and once in the
// terminal. Returns what the later steps need, or undefined when nothing new was built.

export async function createSite(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, `graphql` | `actions` | `reporter`>,
  develop: DevelopSession,
  previous: BuildResult | undefined,
): Promise<BuildResult | undefined> {
  const time = stepTimer(reporter, `createPages`)
  // One `git log` for the whole build: when each source last changed.
  const commits = time(`read last changes (git log)`, () => readLastCommits())
  if (commits.note) reporter.warn(commits.note)
  const lastUpdated = Object.fromEntries(commits.dates)
  const { plan, apis, changelog, markdownBodies } = await loadSite({ graphql }, time, lastUpdated)
  const redirects = time(`plan redirects, check published addresses`, () =>
    planSiteRedirects(plan, { families: develop.families }),
  )
  const problems = plan.sourcesReadable ? [...plan.problems, ...redirects.problems] : plan.problems
  // Every host file, planned on a sound table (no cascade): a build writes them after its pages.
  const hosts =
    problems.length > 0 || isDevelop()
      ? undefined
      : time(`plan host files`, () => planSiteHosts({ site: plan, redirects }))
  problems.push(...(hosts?.problems ?? []))
  if (problems.length > 0 && isDevelop()) {
    for (const problem of problems) reporter.error(problem)
    develop.problems = problems
    // Gatsby deletes the pages a createPages run does not create again: keep the last good ones.
    if (previous) createSitePages(actions, previous.site)
    return undefined
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The site has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return undefined
  }
  time(`create pages`, () => createSitePages(actions, plan))
  time(`create redirects`, () => createRedirectRules(actions, redirects))
  develop.problems = []
  reporter.info(
    `redirects: ${redirects.plan.rules.length} rules, ${redirects.plan.fallbacks.length} fallbacks`,
  )
  for (const note of hosts?.notes ?? []) reporter.info(note)
  return { site: plan, apis, changelog: changelog?.entries ?? [], redirects, hosts, markdownBodies }
}
