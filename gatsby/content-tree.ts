/*
 * onPreBootstrap, before gatsby-source-filesystem reads a file: the content tree is walked without
 * following links, and every file a page is made from is checked by src/lib/content-tree-gate.ts.
 * Anything refused stops the run here, build or develop, with every problem named at once; nothing is
 * sourced, so nothing else is reported.
 */
import fs from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { folderNameProblems, linkProblem, nestingProblem, yamlProblems } from "../src/lib/content-tree-gate"
import { readFrontmatter } from "../src/lib/frontmatter"

export const CONTENT_DIR = `content`

interface Tree {
  folders: Array<string>
  files: Array<string>
  problems: Array<string>
}

/** Every folder and file under `dir` (repository paths), links and special files refused, not followed. */
function walk(root: string, relative: string, tree: Tree): Tree {
  const entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true })
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = path.posix.join(relative, entry.name)
    if (entry.isSymbolicLink())
      tree.problems.push(linkProblem(child, fs.readlinkSync(path.join(root, child))))
    else if (entry.isDirectory()) {
      tree.folders.push(child)
      walk(root, child, tree)
    } else if (entry.isFile()) tree.files.push(child)
    else tree.problems.push(linkProblem(child, undefined))
  }
  return tree
}

/** What one file of the tree holds that no reader may see: markdown pages and YAML documents. */
function fileProblems(root: string, file: string): Array<string> {
  if (file.endsWith(`.md`)) {
    const text = fs.readFileSync(path.join(root, file), `utf8`)
    // gray-matter's cut starts with the rest of the opening `---` line, so its lines are the file's.
    const { matter, body, bodyLine } = readFrontmatter(text)
    const nesting = nestingProblem(body, file, bodyLine)
    return [...yamlProblems(matter, file, { lineOffset: 0, refs: false }), ...(nesting ? [nesting] : [])]
  }
  if (/\.ya?ml$/.test(file))
    return yamlProblems(fs.readFileSync(path.join(root, file), `utf8`), file, { refs: true })
  return []
}

/** Every problem of the tree under `root` (the project folder): its links, folder names and files. */
export function contentTreeProblems(root: string): Array<string> {
  const tree = walk(root, CONTENT_DIR, { folders: [], files: [], problems: [] })
  return [
    ...tree.problems,
    ...folderNameProblems(tree.folders),
    ...tree.files.flatMap(file => fileProblems(root, file)),
  ]
}

/** Stops the run before the first node when the tree holds anything refused. */
export function checkContentTree(reporter: Pick<Reporter, `panic`>, root = process.cwd()): void {
  const problems = contentTreeProblems(root)
  if (problems.length > 0)
    reporter.panic(`The content tree has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
}
