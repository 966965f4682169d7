import { execFile, spawn } from "child_process"
import { promisify } from "util"
import { startStaticServer } from "../static-server"
import { TEMPLATE_SAMPLES } from "../../tests/e2e/support/samples"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default throttling) on a page of every template
// of the production build (and the changelog); prints the category scores.

const PORT = 9333

async function startChromium() {
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${PORT}`,
      `--user-data-dir=/tmp/lighthouse-profile-${process.pid}`,
      `about:blank`,
    ],
    { stdio: `ignore` },
  )
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/json/version`)
      return chrome
    } catch {
      await new Promise(resolve => setTimeout(resolve, 200))
    }
  }
  throw new Error(`Chromium did not open its debugging port`)
}

async function main() {
  const server = await startStaticServer({ root: `public` })
  const chrome = await startChromium()
  console.log(`page              performance  accessibility  best-practices  seo`)
  const pages = { ...TEMPLATE_SAMPLES, changelog: `/api-reference/changelog/changelog/` }
  for (const [name, pagePath] of Object.entries(pages)) {
    // Asynchronously: the static server answering Lighthouse runs in this process.
    const { stdout: output } = await promisify(execFile)(
      `node`,
      [`scripts/bench/lighthouse-run.mjs`, String(PORT), `${server.url}${pagePath}`],
      { encoding: `utf8` },
    )
    const scores = JSON.parse(output.trim().split(`\n`).pop() ?? `{}`) as Record<string, number>
    const score = (id: string) => String(scores[id] ?? 0).padStart(3)
    console.log(
      `${name.padEnd(18)}${score(`performance`).padStart(11)}${score(`accessibility`).padStart(15)}${score(`best-practices`).padStart(16)}${score(`seo`).padStart(5)}`,
    )
  }
  chrome.kill()
  await server.close()
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:lighthouse (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
