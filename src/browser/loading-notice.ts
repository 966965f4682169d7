// The delayed-load notice: Gatsby calls onRouteUpdateDelayed when a navigation's
// resources take longer than a second; the notice is a polite status message until the page renders.

export const NOTICE_ID = `loading-notice`

/** Gatsby's delay before onRouteUpdateDelayed (cache-dir/navigation.js). */
export const NAVIGATION_DELAY_MS = 1000

export function showLoadingNotice(document: Document = window.document): void {
  if (document.getElementById(NOTICE_ID)) return
  const notice = document.createElement(`div`)
  notice.id = NOTICE_ID
  notice.className = `loading-notice`
  notice.setAttribute(`role`, `status`)
  notice.textContent = `Loading the page…`
  document.body.append(notice)
}

export function hideLoadingNotice(document: Document = window.document): void {
  document.getElementById(NOTICE_ID)?.remove()
}
