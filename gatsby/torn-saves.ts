import chokidar from "chokidar"
import { createHash } from "crypto"
import fs from "fs"
import type { Node, Reporter } from "gatsby"
import path from "path"

// `gatsby develop` and a save Gatsby hashed while it was half written.
//
// gatsby-source-filesystem hashes a changed file as soon as its watcher reports it, and keeps the hash
// under the file's mtime and inode (gatsbyjs/gatsby#37464), so the next event for the same mtime reuses
// it. An editor that saves in place truncates the file, then writes it, and on Linux both get the same
// mtime (the kernel stamps files from a clock that moves every few milliseconds). When the hash is taken
// between the two, Gatsby keeps the empty file's hash under the saved file's key: the write's own event
// hashes to the same digest, Gatsby sees no change, and the page stays as it was before the save, until
// the file is saved again. develop.e2e.ts lost an edit this way in about one run in five.
//
// So every change under content/ is checked once the save has settled: when Gatsby's File node still
// has another hash than the file, the file's mtime is moved on. That is a new key and a new event, and
// Gatsby reads the file again.

/** How long after the last event a save counts as settled, and how long Gatsby gets to take it in. */
const SETTLE_MS = 300
const TAKE_IN_MS = 2000
const MOVE_AGAIN_MS = 10000

interface FileNode extends Node {
  absolutePath: string
}

/** The md5 of the file's bytes, as gatsby-source-filesystem computes a File node's digest; undefined if gone. */
export function fileDigest(file: string): string | undefined {
  try {
    return createHash(`md5`).update(fs.readFileSync(file)).digest(`hex`)
  } catch {
    return undefined
  }
}

/** Gives the file a later mtime: a new key for gatsby-source-filesystem's hash, and a watcher event. */
export function moveMtimeOn(file: string, now = Date.now()): void {
  const { atime, mtimeMs } = fs.statSync(file)
  // A whole millisecond past the file's own: Node stores a Date's milliseconds as fractional seconds, and
  // the file may read back a hair under the value set.
  fs.utimesSync(file, atime, new Date(Math.max(now, Math.ceil(mtimeMs) + 1)))
}

/**
 * Whether Gatsby's File node for `file` holds another hash than the file has now. Only a hash of the
 * content counts: with `fastHash`, the digest is the mtime and inode, and there is nothing to compare.
 */
export function holdsTornHash(file: string, fileNode: Pick<Node, `internal`> | undefined): boolean {
  const held = fileNode?.internal.contentDigest
  if (!held || !/^[0-9a-f]{32}$/.test(held)) return false
  const now = fileDigest(file)
  return now !== undefined && now !== held
}

/** Watches content/ and has Gatsby read again any file whose hash it took mid-save. */
export function readTornSavesAgain(
  contentDir: string,
  { getNodesByType, reporter }: { getNodesByType: (type: string) => Array<Node>; reporter: Reporter },
): void {
  const fileNode = (file: string) =>
    (getNodesByType(`File`) as Array<FileNode>).find(node => node.absolutePath === file)
  const timers = new Map<string, NodeJS.Timeout>()
  // When a file was moved on lately: a hash that is still wrong after that is not a torn save.
  const movedAt = new Map<string, number>()
  const check = (file: string, attempt: number) => {
    if (!holdsTornHash(file, fileNode(file))) return
    // Gatsby may still be taking this save in: look again before touching the file.
    if (attempt === 0) {
      timers.set(
        file,
        setTimeout(() => check(file, 1), TAKE_IN_MS),
      )
      return
    }
    if (Date.now() - (movedAt.get(file) ?? 0) < MOVE_AGAIN_MS) return
    movedAt.set(file, Date.now())
    reporter.info(`${path.relative(process.cwd(), file)}: read again (Gatsby hashed it mid-save)`)
    moveMtimeOn(file)
  }
  chokidar.watch(contentDir, { ignoreInitial: true }).on(`change`, file => {
    clearTimeout(timers.get(file))
    timers.set(
      file,
      setTimeout(() => check(path.resolve(file), 0), SETTLE_MS),
    )
  })
}
