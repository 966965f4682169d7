import { execSync, spawn } from "child_process"
import { treeRssKiB } from "./measure"

/**
 * `npm run bench:build`: a cold production build (cache and output removed first); prints wall time
 * and the peak memory of the whole process tree (Gatsby forks workers), sampled every 250 ms.
 */
execSync(`npx gatsby clean`, { stdio: `ignore`, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: `1` } })
const started = process.hrtime.bigint()
const build = spawn(`npx`, [`gatsby`, `build`], {
  stdio: [`ignore`, `ignore`, `inherit`],
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: `1` },
})
let peak = 0
const sampler = setInterval(() => (peak = Math.max(peak, treeRssKiB(build.pid as number))), 250)
build.on(`exit`, code => {
  clearInterval(sampler)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  console.log(`cold build: ${code === 0 ? `ok` : `FAILED (exit ${code})`}`)
  console.log(`wall time: ${seconds.toFixed(1)} s`)
  console.log(`peak memory (process tree RSS): ${(peak / 1024).toFixed(0)} MiB`)
  process.exitCode = code ?? 1
})
