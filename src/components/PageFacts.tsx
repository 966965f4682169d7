import React from "react"
import { dayOf } from "../lib/last-commits"
import type { PageFacts } from "../lib/page-facts"

/** "14 March 2025", the same in every browser and at build time (no locale, no time zone). */
const dateFormat = new Intl.DateTimeFormat(`en-GB`, { dateStyle: `long`, timeZone: `UTC` })

/** Below the article: when its source last changed (from git) and a link to edit it. Build-time HTML only. */
export function PageFactsLine({ facts }: { facts: PageFacts }) {
  return (
    <div className="page-facts">
      {facts.lastUpdated ? (
        <p className="page-facts__updated">
          Last updated{` `}
          <time dateTime={dayOf(facts.lastUpdated)}>{dateFormat.format(new Date(facts.lastUpdated))}</time>
        </p>
      ) : null}
      <p className="page-facts__edit">
        <a href={facts.editUrl}>Edit this page</a>
      </p>
    </div>
  )
}
