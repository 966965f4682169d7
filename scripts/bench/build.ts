import { execSync, spawn } from "child_process"
import { gatsbyBin, gatsbyEnv } from "../../tests/support/scratch-project"
import { treeRssKiB } from "./measure"

/**
 * `npm run bench:build`: a cold production build (cache and output removed first); prints wall time
 * and the peak memory of the whole process tree (Gatsby forks workers), sampled every 250 ms. Builds the
 * project in the current folder with this project's Gatsby, so an older checkout can be measured alike.
 */
execSync(`${gatsbyBin()} clean`, { stdio: `ignore`, env: gatsbyEnv() })
const started = process.hrtime.bigint()
const build = spawn(gatsbyBin(), [`build`], {
  detached: true,
  stdio: [`ignore`, `ignore`, `inherit`],
  env: gatsbyEnv(),
})
// A build still running after 20 minutes has hung: its whole process group is stopped.
const limit = setTimeout(() => process.kill(-(build.pid as number), `SIGKILL`), 20 * 60 * 1000)
let peak = 0
const sampler = setInterval(() => (peak = Math.max(peak, treeRssKiB(build.pid as number))), 250)
build.on(`exit`, code => {
  clearInterval(sampler)
  clearTimeout(limit)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  console.log(`cold build: ${code === 0 ? `ok` : `FAILED (exit ${code})`}`)
  console.log(`wall time: ${seconds.toFixed(1)} s`)
  console.log(`peak memory (process tree RSS): ${(peak / 1024).toFixed(0)} MiB`)
  process.exitCode = code ?? 1
})
