/*
 * Everything a move reads, read once before anything is planned: the site's addresses, every content
 * file that can hold a link (markdown, OpenAPI documents, the changelog), the family modules' text,
 * the published addresses and the list of old links seen (tests/fixtures/old-urls-seen.tsv).
 */
import fs from "fs"
import path from "path"
import { readPublishedPaths } from "../../redirects/retention"
import { readSiteAddresses, type ContentAddresses } from "../../src/lib/read-content"

export interface TextFile {
  /** Relative to the project root, with `/` separators: `content/documentation/x/index.md`. */
  file: string
  text: string
}

export interface MoveSources {
  site: ContentAddresses
  /** Markdown, openapi.yaml and changelog.yaml files under content/. */
  content: Array<TextFile>
  /** Every folder under content/, relative to the project root. */
  folders: Set<string>
  families: Array<TextFile>
  published: Array<string>
  /** Lists of old addresses with the page each should land on (third column), where present. */
  checkLists: Array<TextFile>
}

export const CONTENT_DIR = `content`
export const FAMILIES_DIR = `redirects/families`
export const CHECK_LISTS = [`tests/fixtures/old-urls-seen.tsv`]
const LINKING_FILE = /(\.md|(^|\/)openapi\.yaml|(^|\/)changelog\.yaml)$/

function posix(file: string): string {
  return file.split(path.sep).join(`/`)
}

function readText(root: string, file: string): TextFile {
  return { file, text: fs.readFileSync(path.join(root, file), `utf8`) }
}

export function readMoveSources(root = process.cwd()): MoveSources {
  const entries = fs.readdirSync(path.join(root, CONTENT_DIR), { recursive: true, withFileTypes: true })
  const relative = (entry: fs.Dirent) => posix(path.relative(root, path.join(entry.parentPath, entry.name)))
  const content = entries
    .filter(entry => entry.isFile() && LINKING_FILE.test(entry.name))
    .map(entry => readText(root, relative(entry)))
    .sort((a, b) => a.file.localeCompare(b.file))
  const folders = new Set(entries.filter(entry => entry.isDirectory()).map(relative))
  const families = fs
    .readdirSync(path.join(root, FAMILIES_DIR))
    .filter(name => name.endsWith(`.ts`))
    .sort()
    .map(name => readText(root, `${FAMILIES_DIR}/${name}`))
  return {
    site: readSiteAddresses(path.join(root, CONTENT_DIR)),
    content,
    folders,
    families,
    published: readPublishedPaths(path.join(root, `redirects/published-paths.txt`)),
    checkLists: CHECK_LISTS.filter(file => fs.existsSync(path.join(root, file))).map(file =>
      readText(root, file),
    ),
  }
}
