// The sidebar's groups stay as the reader left them, per section: a group they closed stays closed, one
// they opened stays open. The current page's group is always open. The model: Starlight's
// SidebarPersistState.ts.
import { SIDEBAR_GROUPS_KEY } from "../../config/reader"
import { readStored, store } from "./storage"

type GroupStates = Record<string, boolean>

export function parseGroupStates(stored: string | null): GroupStates {
  try {
    const value: unknown = JSON.parse(stored ?? `{}`)
    return value && typeof value === `object` && !Array.isArray(value) ? (value as GroupStates) : {}
  } catch {
    return {}
  }
}

const keyOf = (sidebar: Element) => `${SIDEBAR_GROUPS_KEY}${sidebar.getAttribute(`data-section`) ?? ``}`

/** Opens and closes the page's sidebar groups as remembered. */
export function restoreSidebarGroups(): void {
  const sidebar = document.querySelector(`.page__sidebar .sidebar`)
  if (!sidebar) return
  const states = parseGroupStates(readStored(keyOf(sidebar)))
  sidebar.querySelectorAll<HTMLDetailsElement>(`details[data-group]`).forEach(group => {
    const remembered = states[group.dataset.group ?? ``]
    if (remembered === undefined || group.querySelector(`[aria-current="page"]`)) return
    group.open = remembered
  })
}

export function watchSidebarGroups(): void {
  // `toggle` does not bubble: it is caught on the way down. Copies in the drawer are remembered too.
  document.addEventListener(
    `toggle`,
    event => {
      const group = event.target as HTMLElement
      const sidebar = group.closest?.(`.sidebar`)
      if (!(group instanceof HTMLDetailsElement) || !group.dataset.group || !sidebar) return
      const states = parseGroupStates(readStored(keyOf(sidebar)))
      store(keyOf(sidebar), JSON.stringify({ ...states, [group.dataset.group]: group.open }))
    },
    true,
  )
}
