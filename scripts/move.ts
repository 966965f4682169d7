/*
 * Moves a page, in one command:
 *   npm run move -- <old path> <new path> [--group <name>] [--dry-run]
 * The page's folder (and the pages inside it) or its OpenAPI `x-page-path` moves, each old path is
 * kept as a redirect, and every link and rule that named it follows; see scripts/move/plan.ts. The
 * plan is checked by the redirect pipeline before a file is written, and refused with the reason when
 * it would leave the site without a page, a link or a redirect. `--dry-run` prints the plan only.
 */
import prettier from "prettier"
import { moveArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"
import { redirectFamilies, withPageRedirects } from "../redirects"
import { planRedirects } from "../redirects/pipeline"
import { planMove, type MovePlan } from "./move/plan"
import { readMoveSources } from "./move/sources"
import { applyMove, verifyMove } from "./move/verify"

/** Family modules are written as Prettier would, so `npm test`'s format check stays green. */
async function formatted(plan: MovePlan): Promise<MovePlan> {
  const config = await prettier.resolveConfig(`redirects/families/x.ts`)
  const files = new Map(plan.files)
  for (const [file, text] of plan.families)
    files.set(file, await prettier.format(text, { ...config, filepath: file }))
  return { ...plan, files }
}

async function main(argv: Array<string>): Promise<number> {
  const args = moveArguments(argv)
  const sources = readMoveSources()
  const redirects = planRedirects(
    withPageRedirects(sources.site.pageRedirects, redirectFamilies),
    sources.site.paths,
  )
  const result = planMove(sources, { from: args.from, to: args.to, group: args.group }, redirects)
  const problems = result.plan ? await verifyMove(sources, result.plan) : result.problems
  if (problems.length > 0 || !result.plan) {
    console.error(problems.join(`\n`))
    return 1
  }
  const plan = await formatted(result.plan)
  console.log(plan.notes.map(note => `  ${note}`).join(`\n`))
  console.log(`files: ${[...plan.files.keys()].join(`, `)}`)
  if (args.dryRun) {
    console.log(`dry run: nothing written`)
    return 0
  }
  applyMove(plan, process.cwd())
  console.log(`moved. Next: npm run build (or npm run develop) to see it; the old address now redirects.`)
  return 0
}

runCommand(main, { messageOnly: true })
