/*
 * A build that ran out of disk space says so, and where. Node names a failed write `ENOSPC: no space
 * left on device, open '<file>'` somewhere in Gatsby's output, often under an unrelated heading; and
 * Gatsby's LMDB database maps .cache/ into memory, so a full disk there ends the build with SIGBUS and
 * no word about space (https://github.com/kriszyp/lmdb-js#memory-maps). Only the free space left tells.
 */
import fs from "fs"
import path from "path"
import { stripVTControlCharacters } from "util"

/** Below this many free bytes a file system counts as full (LMDB grows its file by pages of MiBs). */
const FULL_BELOW_BYTES = 16 * 1024 * 1024

/** The folders a build writes. */
const WRITTEN = [`.cache`, `public`]

const ENOSPC = /ENOSPC: no space left on device(?:, \w+ '([^']+)')?/

/** Free bytes on the file system of `dir` (or its nearest existing parent), undefined when unknown. */
export function freeBytes(dir: string): number | undefined {
  try {
    let existing = path.resolve(dir)
    while (!fs.existsSync(existing)) existing = path.dirname(existing)
    const stats = fs.statfsSync(existing)
    return stats.bavail * stats.bsize
  } catch {
    return undefined
  }
}

/**
 * What to say of a failed build that ran out of space, or undefined when it did not: `root` is the
 * project folder, `free` the free bytes of a folder.
 */
export function noSpaceMessage(
  run: { output: string; signal: NodeJS.Signals | null },
  root: string,
  free: (dir: string) => number | undefined = freeBytes,
): string | undefined {
  const fix = `free some space there (or empty .cache/ with \`npx gatsby clean\`), then run \`npm run build\` again`
  const failed = ENOSPC.exec(stripVTControlCharacters(run.output))
  const full = WRITTEN.find(folder => (free(path.join(root, folder)) ?? Infinity) < FULL_BELOW_BYTES)
  if (failed) {
    // Node names the file of a failed open, not of a failed write: then the full folder is named.
    const file = failed[1] ? path.relative(root, path.resolve(root, failed[1])) : undefined
    const dir = WRITTEN.find(folder => file?.startsWith(`${folder}/`)) ?? full ?? `.cache or public`
    return `no space left on the disk of ${dir}/ while writing ${file ?? `${dir}/`}: ${fix}`
  }
  if (!full || (run.signal !== `SIGBUS` && !/SIGBUS/.test(run.output))) return undefined
  return `no space left on the disk of ${full}/ while writing ${full}/ (Gatsby's database there ended with SIGBUS): ${fix}`
}
