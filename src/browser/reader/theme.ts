// The header's theme select: the choice is stored, and <html data-theme> follows it, or the system's
// preference while the choice is `system` (also when the system changes its mind while the page is open).
// The head script (src/build-output/theme-script.ts) made the same decision before the first paint.
import { THEME_CHOICES, THEME_KEY, type ThemeChoice } from "../../config/reader"
import { readStored, store } from "./storage"

const DARK_QUERY = `(prefers-color-scheme: dark)`

export function themeChoice(stored: string | null): ThemeChoice {
  return (THEME_CHOICES as ReadonlyArray<string>).includes(stored ?? ``) ? (stored as ThemeChoice) : `system`
}

export function resolvedTheme(choice: ThemeChoice, systemPrefersDark: boolean): `light` | `dark` {
  if (choice === `system`) return systemPrefersDark ? `dark` : `light`
  return choice
}

function apply(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = resolvedTheme(choice, window.matchMedia(DARK_QUERY).matches)
}

/** Shows the stored choice in every theme select (client navigation renders the header again). */
export function showThemeChoice(): void {
  const choice = themeChoice(readStored(THEME_KEY))
  document
    .querySelectorAll<HTMLSelectElement>(`[data-theme-select]`)
    .forEach(select => (select.value = choice))
}

export function watchTheme(): void {
  document.addEventListener(`change`, event => {
    const select = (event.target as HTMLElement).closest<HTMLSelectElement>(`[data-theme-select]`)
    if (!select) return
    const choice = themeChoice(select.value)
    store(THEME_KEY, choice)
    apply(choice)
  })
  window.matchMedia(DARK_QUERY).addEventListener(`change`, () => apply(themeChoice(readStored(THEME_KEY))))
  // A choice made before this script ran (the select works as soon as it is painted) counts too.
  const select = document.querySelector<HTMLSelectElement>(`[data-theme-select]`)
  if (select && select.value !== `system` && readStored(THEME_KEY) === null) {
    store(THEME_KEY, themeChoice(select.value))
    apply(themeChoice(select.value))
  }
  showThemeChoice()
}
