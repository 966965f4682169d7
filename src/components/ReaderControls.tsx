import React from "react"
import { THEME_CHOICES } from "../config/reader"

// The header's controls for phones and for the night, rendered at build time: src/browser/reader/ wires
// them after `load`, so they cost no JavaScript before it (the models: Starlight's MobileMenuToggle and
// ThemeSelect, Docusaurus' ColorModeToggle).

const THEME_LABELS = { system: `System`, light: `Light`, dark: `Dark` } as const

/** Opens the navigation drawer; shown from the `md` breakpoint down. */
export function MenuButton() {
  return (
    <button
      type="button"
      className="menu-button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-controls="nav-drawer"
      data-menu-open=""
    >
      <span className="menu-button__icon" aria-hidden="true" />
      Menu
    </button>
  )
}

/** System, light or dark; the choice is remembered, and a head script applies it before the first paint. */
export function ThemeSelect() {
  return (
    <label className="theme-select">
      <span className="visually-hidden">Theme</span>
      <select defaultValue="system" data-theme-select="">
        {THEME_CHOICES.map(choice => (
          <option key={choice} value={choice}>
            {THEME_LABELS[choice]}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The drawer: a modal dialog that receives a copy of the header's and the section's navigation. */
export function NavDrawer() {
  return (
    <dialog id="nav-drawer" className="drawer" aria-label="Navigation">
      <button type="button" className="drawer__close" data-menu-close="">
        Close
      </button>
      <div data-drawer-body="" />
    </dialog>
  )
}
