/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { noSpaceMessage } from "../../scripts/time-limits/no-space"

// A build that runs out of disk space says "no space left on … while writing …", with what to do. The
// failed write is real: Linux's /dev/full answers every write with ENOSPC.

const root = `/work/site`
const FIX = `free some space there (or empty .cache/ with \`npx gatsby clean\`), then run \`npm run build\` again`
const plenty = () => 10 ** 10
const fullAt = (folder: string) => (dir: string) => (dir.endsWith(folder) ? 4096 : 10 ** 10)

it(`names the disk and the folder of a real failed write`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `no-space-`))
  try {
    fs.mkdirSync(path.join(dir, `public/page-data`), { recursive: true })
    fs.symlinkSync(`/dev/full`, path.join(dir, `public/page-data/app-data.json`))
    const write = spawnSync(
      process.execPath,
      [`-e`, `require("fs").writeFileSync("public/page-data/app-data.json", "{}")`],
      {
        cwd: dir,
        encoding: `utf8`,
      },
    )
    expect(write.stderr).toMatch(/ENOSPC: no space left on device, write/)
    expect(noSpaceMessage({ output: write.stderr, signal: null }, dir, fullAt(`public`))).toBe(
      `no space left on the disk of public/ while writing public/: ${FIX}`,
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

it(`names the file when Node does`, () => {
  const output = `Error: ENOSPC: no space left on device, open '${root}/public/documentation/index.html'`
  expect(noSpaceMessage({ output, signal: null }, root, plenty)).toBe(
    `no space left on the disk of public/ while writing public/documentation/index.html: ${FIX}`,
  )
})

it(`tells a SIGBUS on a full .cache/ apart from any other failure`, () => {
  expect(noSpaceMessage({ output: `building schema`, signal: `SIGBUS` }, root, fullAt(`.cache`))).toBe(
    `no space left on the disk of .cache/ while writing .cache/ (Gatsby's database there ended with SIGBUS): ${FIX}`,
  )
  expect(noSpaceMessage({ output: `building schema`, signal: `SIGBUS` }, root, plenty)).toBeUndefined()
  expect(
    noSpaceMessage({ output: `error The site has 1 problem(s)`, signal: null }, root, fullAt(`.cache`)),
  ).toBeUndefined()
})
