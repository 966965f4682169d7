// The reader's furniture in the browser: the drawer, the theme select, the scroll-spy and the sidebar's
// remembered groups. One chunk, fetched after `load` (src/browser/index.ts): a guide's JavaScript before
// `load` does not grow. The markup they wire is rendered at build time and lays out without them.
import { watchDrawer } from "./drawer"
import { restoreSidebarGroups, watchSidebarGroups } from "./sidebar-state"
import { showThemeChoice, watchTheme } from "./theme"
import { watchToc } from "./toc-spy"

/** What each page needs once it is rendered, the first and after every client navigation. */
export function onPage(): void {
  restoreSidebarGroups()
  showThemeChoice()
  watchToc()
}

/** Document-wide listeners, once. */
export function startReader(): void {
  watchDrawer()
  watchTheme()
  watchSidebarGroups()
  onPage()
  // Performance tools (and the end-to-end tests) see when the furniture works.
  performance.mark(`reader-ready`)
}
