// Web vitals reported to the tag manager's data layer (src/browser/web-vitals.ts).

/** The data-layer event of every report, the name gatsby-plugin-google-tagmanager used. */
export const WEB_VITALS_EVENT = `core-web-vitals`

/** A metric's reports are held this long after its last change, so each burst of changes is one report. */
export const WEB_VITALS_DEBOUNCE_MS = 3000

/** Layout shift is a small fraction; analytics values are integers, so it is reported ×1000, rounded. */
export const LAYOUT_SHIFT_SCALE = 1000
