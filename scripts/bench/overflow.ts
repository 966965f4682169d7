import { chromium } from "playwright-core"
import { builtPagePaths } from "../../tests/e2e/support/site"
import { startStaticServer } from "../static-server"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"

// `npm run bench:overflow`: opens every page of the build in public/ at a phone's width and prints how
// many are wider than the viewport (the goal is 0), then the widest, with the element that sticks out.
// Pages are read four at a time, in one browser.

const WIDTH = Number(process.env.OVERFLOW_WIDTH ?? 375)
const AT_ONCE = 4

/** The page's width beyond the viewport, and the element whose right edge is furthest past it. */
function overflowOf(): { excess: number; culprit: string } {
  const viewport = document.documentElement.clientWidth
  let culprit = ``
  let right = viewport
  for (const node of document.body.querySelectorAll(`*`)) {
    const edge = node.getBoundingClientRect().right
    if (edge > right)
      [right, culprit] = [edge, `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80)]
  }
  return { excess: document.documentElement.scrollWidth - viewport, culprit }
}

async function main() {
  const server = await startStaticServer({ root: `public` })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 740 },
    serviceWorkers: `block`,
  })
  const paths = builtPagePaths()
  const wide: Array<{ path: string; excess: number; culprit: string }> = []
  const queue = [...paths]
  const worker = async () => {
    const page = await context.newPage()
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await page.goto(`${server.url}${next}`, { waitUntil: `load` })
      const { excess, culprit } = await page.evaluate(overflowOf)
      if (excess > 0) wide.push({ path: next, excess, culprit })
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  console.log(`pages opened at ${WIDTH} px: ${paths.length}`)
  console.log(`pages wider than the viewport: ${wide.length}`)
  for (const page of wide.sort((a, b) => b.excess - a.excess).slice(0, 20))
    console.log(`  +${page.excess} px  ${page.path}  (${page.culprit})`)
  await browser.close()
  await server.close()
  process.exitCode = wide.length > 0 ? 1 : 0
}

main()
