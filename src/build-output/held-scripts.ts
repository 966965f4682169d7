// 404.html's own scripts wait for its redirect lookup (src/browser/redirects/not-found.ts): an old
// address leaves for its target before the 404 page downloads and starts its JavaScript, which would
// otherwise compete with the target's and be thrown away. The lookup starts them when the address is
// not redirected. Browsers do not run a script of an unknown type, so a held script is inert.

export const HELD_SCRIPT_TYPE = `text/x-held-until-lookup`

/** Gatsby's bundle scripts (`<script src="/….js" async>`) held back; idempotent. */
export function withScriptsHeld(html: string): string {
  return html.replace(
    /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g,
    (_script, src: string) => `<script type="${HELD_SCRIPT_TYPE}" data-src="${src}"></script>`,
  )
}

/** Starts the held scripts, once the document has been parsed (they are at the end of its body). */
export function releaseHeldScripts(document: Document): void {
  const release = () => {
    for (const held of document.querySelectorAll<HTMLScriptElement>(`script[type="${HELD_SCRIPT_TYPE}"]`)) {
      const script = document.createElement(`script`)
      script.src = held.dataset.src ?? ``
      script.async = true
      held.replaceWith(script)
    }
  }
  if (document.readyState === `loading`)
    document.addEventListener(`DOMContentLoaded`, release, { once: true })
  else release()
}
