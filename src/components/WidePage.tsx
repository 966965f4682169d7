import React from "react"
import { Layout } from "./Layout"

/** The frame of a page outside the sections (404, 500, search test): the shell, one wide column. */
export function WidePage({ children }: { children: React.ReactNode }) {
  return (
    <Layout>
      <main className="page page--wide">
        <div className="page__main">{children}</div>
      </main>
    </Layout>
  )
}
