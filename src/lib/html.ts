/** Escapes text for HTML and XML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll(`&`, `&amp;`)
    .replaceAll(`<`, `&lt;`)
    .replaceAll(`>`, `&gt;`)
    .replaceAll(`"`, `&quot;`)
    .replaceAll(`'`, `&#39;`)
}
