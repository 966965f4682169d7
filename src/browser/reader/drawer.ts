// The phone's navigation drawer: a modal <dialog> (the browser makes the rest of the page inert and
// closes it on Escape) that receives a copy of the header's and the section's navigation each time it
// opens. It closes on a link, on the backdrop and on its Close button, and focus goes back to the menu
// button. Tab and Shift+Tab wrap inside it rather than leaving for the browser's own controls.
// The model: Starlight's MobileMenuToggle.

const FOCUSABLE = `a[href], button, select, summary, [tabindex="0"]`

function fillDrawer(drawer: HTMLDialogElement): void {
  const body = drawer.querySelector(`[data-drawer-body]`)
  if (!body) return
  const parts = [`.site-header__nav`, `.page__sidebar .sidebar`]
    .map(selector => document.querySelector(selector)?.cloneNode(true))
    .filter((node): node is Node => node !== undefined)
  body.replaceChildren(...parts)
}

function setExpanded(expanded: boolean): void {
  document
    .querySelectorAll(`[data-menu-open]`)
    .forEach(button => button.setAttribute(`aria-expanded`, String(expanded)))
}

/** Whether a click at (x, y) fell outside the drawer's box, on the backdrop. */
export function outside(
  box: { left: number; right: number; top: number; bottom: number },
  x: number,
  y: number,
) {
  return x < box.left || x > box.right || y < box.top || y > box.bottom
}

function wrapTab(drawer: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== `Tab`) return
  // Links in a folded group are rendered but hidden (content-visibility): they cannot take focus.
  const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(node =>
    node.checkVisibility(),
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export function watchDrawer(): void {
  document.addEventListener(`click`, event => {
    const target = event.target as HTMLElement
    const drawer = document.getElementById(`nav-drawer`) as HTMLDialogElement | null
    if (!drawer) return
    if (target.closest(`[data-menu-open]`)) {
      fillDrawer(drawer)
      drawer.showModal()
      setExpanded(true)
      return
    }
    if (!drawer.open || !drawer.contains(target)) return
    const onBackdrop =
      target === drawer && outside(drawer.getBoundingClientRect(), event.clientX, event.clientY)
    if (onBackdrop || target.closest(`a[href], [data-menu-close]`)) drawer.close()
  })
  document.addEventListener(`keydown`, event => {
    const drawer = document.getElementById(`nav-drawer`) as HTMLDialogElement | null
    if (drawer?.open) wrapTab(drawer, event)
  })
  // `close` fires for Escape too; it does not bubble, so it is caught on the way down.
  document.addEventListener(
    `close`,
    event => {
      if ((event.target as HTMLElement).id !== `nav-drawer`) return
      setExpanded(false)
      document.querySelector<HTMLElement>(`[data-menu-open]`)?.focus()
    },
    true,
  )
}
