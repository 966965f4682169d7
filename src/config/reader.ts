// Settings of the reader's furniture: what the browser remembers, and where the scroll-spy's line is.

/** localStorage key of the reader's theme choice (`system`, `light` or `dark`). */
export const THEME_KEY = `docs:theme`

export const THEME_CHOICES = [`system`, `light`, `dark`] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** localStorage key of one section's sidebar groups, open or closed: the key plus the section's root path. */
export const SIDEBAR_GROUPS_KEY = `docs:sidebar-groups:`

/** The heading a reader is reading is the last one above this fraction of the viewport's height. */
export const READING_LINE = 0.3
