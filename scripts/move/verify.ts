/*
 * A planned move checked by the real pipeline before it is written: the content as it would be (a
 * temporary copy of content/ with the plan applied), the families as they would be (evaluated from the
 * planned text), the redirect table planned from both, and every published address resolved. The
 * content's own problems (front matter the build would refuse) fail the move, and each moved page's
 * old address must land on its new page, in one rule.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { withPageRedirects } from "../../redirects"
import { addressKey } from "../../redirects/address"
import { resolveKey } from "../../redirects/lookup"
import { addressTable, fallbackList, planRedirects } from "../../redirects/pipeline"
import { unpublishedProblems } from "../../redirects/retention"
import { expandProductTokens } from "../../src/lib/paths"
import { readSiteAddresses } from "../../src/lib/read-content"
import { previewFamilies } from "../redirects/families-preview"
import type { MovePlan } from "./plan"
import { CONTENT_DIR, type MoveSources } from "./sources"

/** Applies the plan to a tree (the project, or a copy of its content). */
export function applyMove(plan: MovePlan, root: string, only: (file: string) => boolean = () => true): void {
  const folder = plan.moving.folder
  if (folder) {
    fs.mkdirSync(path.dirname(path.join(root, folder.to)), { recursive: true })
    fs.renameSync(path.join(root, folder.from), path.join(root, folder.to))
    removeEmptyParents(path.join(root, path.dirname(folder.from)), path.join(root, CONTENT_DIR))
  }
  for (const [file, text] of plan.files) if (only(file)) fs.writeFileSync(path.join(root, file), text)
}

function removeEmptyParents(dir: string, stop: string): void {
  for (let current = dir; current.startsWith(`${stop}${path.sep}`); current = path.dirname(current)) {
    if (fs.readdirSync(current).length > 0) return
    fs.rmdirSync(current)
  }
}

export async function verifyMove(
  sources: MoveSources,
  plan: MovePlan,
  root = process.cwd(),
): Promise<Array<string>> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `docs-move-`))
  try {
    fs.cpSync(path.join(root, CONTENT_DIR), path.join(scratch, CONTENT_DIR), { recursive: true })
    applyMove(plan, scratch, file => file.startsWith(`${CONTENT_DIR}/`))
    const site = readSiteAddresses(path.join(scratch, CONTENT_DIR))
    // The content as written is read as the build reads it: a front matter the move broke fails the
    // move here, alone (what follows from it would only repeat it), not the next build.
    if (site.problems.length > 0) return site.problems
    const families = await previewFamilies(plan.families, root)
    const redirects = planRedirects(withPageRedirects(site.pageRedirects, families), site.paths)
    const table = addressTable(redirects, site.paths)
    const fallbacks = fallbackList(redirects)
    const resolve = (key: string) => resolveKey(key, candidate => table.get(candidate), fallbacks)
    const landing = plan.moving.pages.flatMap(page => {
      const target = resolve(addressKey(page.from))?.target
      const expected = expandProductTokens(page.to)
      return target === expected
        ? []
        : [`${page.from} would land on ${target ?? `nothing`}, not on ${expected}`]
    })
    return [...redirects.problems, ...unpublishedProblems(sources.published, resolve, () => []), ...landing]
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
