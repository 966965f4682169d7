// Runs Lighthouse on one URL in an already running Chromium and prints the category scores as JSON.
// Plain Node on purpose: under tsx, Lighthouse's in-page functions get esbuild's `__name` helper and fail.
import lighthouse from "lighthouse"

const [port, url] = process.argv.slice(2)
const result = await lighthouse(url, {
  port: Number(port),
  output: `json`,
  logLevel: `error`,
  onlyCategories: [`performance`, `accessibility`, `best-practices`, `seo`],
})
const scores = Object.fromEntries(
  Object.entries(result.lhr.categories).map(([id, category]) => [id, Math.round(category.score * 100)]),
)
console.log(JSON.stringify(scores))
