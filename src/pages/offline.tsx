import { Link, type HeadFC } from "gatsby"
import React, { useEffect, useState } from "react"
import { areaPath, OFFLINE_PAGE_PATH } from "../config/site-areas"
import { savedPages, type SavedPage } from "../browser/saved-pages"
import { Seo } from "../components/Seo"
import { useClientValue } from "../components/useClientValue"
import { WidePage } from "../components/WidePage"

/**
 * What the service worker shows, at `/offline/?from=<address>`, for a page it cannot serve while the
 * browser is offline (src/browser/sw-offline-page.js): says so, and lists the pages saved in this browser.
 */
export default function OfflinePage() {
  const from = useClientValue(() => {
    const wanted = new URLSearchParams(window.location.search).get(`from`)
    // Only an address on this site: the page links it.
    return wanted && wanted.startsWith(`/`) && !wanted.startsWith(`//`) ? wanted : undefined
  })
  const [pages, setPages] = useState<Array<SavedPage> | null>(null)
  useEffect(() => {
    savedPages()
      .then(setPages)
      .catch(() => setPages([]))
  }, [])
  return (
    <WidePage>
      <h1>You are offline</h1>
      <p>
        {from ? (
          <>
            <a href={from}>{from}</a> is not saved in this browser, and the site cannot be reached.{` `}
          </>
        ) : (
          <>This page is not saved in this browser, and the site cannot be reached. </>
        )}
        Try again once you are back online.
      </p>
      <h2 id="saved-pages">Pages you can read offline</h2>
      {pages === null ? (
        <p>Looking for saved pages…</p>
      ) : pages.length === 0 ? (
        <p>
          No pages are saved yet: pages you open while online are kept for reading offline.{` `}
          <Link to={areaPath(`documentation`)}>The documentation</Link> may be one of them.
        </p>
      ) : (
        <ul className="offline-pages" aria-labelledby="saved-pages">
          {pages.map(page => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </WidePage>
  )
}

export const Head: HeadFC = () => <Seo title="Offline" path={OFFLINE_PAGE_PATH} noIndex />
