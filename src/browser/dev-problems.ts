import { devProblemsPath } from "../config/redirects"

// `gatsby develop` only: a banner on every page listing what is wrong with the content or the redirect
// table (each problem names its file and says what to do), while the last good site keeps rendering
// below it. It asks the dev server once a second and clears itself when the problems are fixed.

export const BANNER_ID = `dev-problems`

export function showProblems(problems: ReadonlyArray<string>, document: Document = window.document): void {
  const existing = document.getElementById(BANNER_ID)
  if (problems.length === 0) {
    existing?.remove()
    return
  }
  const banner = existing ?? document.createElement(`section`)
  banner.id = BANNER_ID
  banner.className = `dev-problems`
  banner.setAttribute(`role`, `alert`)
  banner.setAttribute(`aria-label`, `Problems in the content`)
  const heading = document.createElement(`h2`)
  heading.textContent = `${problems.length} problem${problems.length === 1 ? `` : `s`} in the content: the site below is the last version without them`
  const list = document.createElement(`ul`)
  for (const problem of problems) {
    const item = document.createElement(`li`)
    item.textContent = problem
    list.append(item)
  }
  banner.replaceChildren(heading, list)
  if (!existing) document.body.prepend(banner)
}

export function watchDevProblems(intervalMs = 1000): void {
  let shown = ``
  const check = () =>
    fetch(devProblemsPath, { cache: `no-store` })
      .then(response => (response.ok ? (response.json() as Promise<Array<string>>) : []))
      .then(problems => {
        const key = JSON.stringify(problems)
        if (key !== shown) showProblems(problems)
        shown = key
      })
      .catch(() => undefined)
  void check()
  setInterval(check, intervalMs)
}
