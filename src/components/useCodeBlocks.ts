import { useEffect, type RefObject } from "react"

// Wires the copy buttons and language tabs that gatsby-remark-code-tabs renders at build time.
// The chosen language is remembered across pages.

export const LANGUAGE_KEY = `docs:code-language`

function rememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY)
  } catch {
    return null
  }
}

function remember(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // Private mode or storage disabled: the choice just is not remembered.
  }
}

/** Selects `language` in every tab set of `root` that offers it. */
export function selectLanguage(root: ParentNode, language: string): void {
  root.querySelectorAll<HTMLElement>(`[data-code-tabs]`).forEach(set => {
    const tabs = [...set.querySelectorAll<HTMLElement>(`[role="tab"]`)]
    if (!tabs.some(tab => tab.dataset.language === language)) return
    tabs.forEach(tab => {
      const selected = tab.dataset.language === language
      tab.setAttribute(`aria-selected`, String(selected))
      tab.tabIndex = selected ? 0 : -1
      const panel = set.querySelector<HTMLElement>(`#${tab.getAttribute(`aria-controls`)}`)
      if (panel) panel.hidden = !selected
    })
  })
}

function onClick(root: HTMLElement, event: MouseEvent): void {
  const target = event.target as HTMLElement
  const tab = target.closest<HTMLElement>(`[role="tab"]`)
  if (tab?.dataset.language) {
    selectLanguage(root, tab.dataset.language)
    remember(tab.dataset.language)
    return
  }
  const copy = target.closest<HTMLButtonElement>(`[data-copy-code]`)
  const code = copy?.parentElement?.querySelector(`pre`)?.textContent
  if (copy && code !== undefined && code !== null) {
    navigator.clipboard?.writeText(code).then(
      () => (copy.textContent = `Copied`),
      () => (copy.textContent = `Copy failed`),
    )
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as HTMLElement).closest<HTMLElement>(`[role="tab"]`)
  if (!tab || (event.key !== `ArrowRight` && event.key !== `ArrowLeft`)) return
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>(`[role="tab"]`) ?? [])]
  const step = event.key === `ArrowRight` ? 1 : -1
  const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]
  next.focus()
  next.click()
}

export function useCodeBlocks(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return undefined
    const language = rememberedLanguage()
    if (language) selectLanguage(root, language)
    const click = (event: MouseEvent) => onClick(root, event)
    root.addEventListener(`click`, click)
    root.addEventListener(`keydown`, onKeyDown)
    return () => {
      root.removeEventListener(`click`, click)
      root.removeEventListener(`keydown`, onKeyDown)
    }
  }, [ref])
}
