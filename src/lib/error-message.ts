/** What a caught value says: an Error's message, or the value itself as text (a throw may throw anything). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
