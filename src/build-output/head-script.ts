// An HTML page with an inline script first in its head, where it runs before anything paints. Gatsby may
// keep a page's HTML from the previous build, so the script of a previous build is replaced, never
// repeated. The replacement is a function: a script's `$'` or `` $` `` must not act as a replacement pattern.

export function withHeadScript(html: string, script: string, id: string): string {
  const earlier = new RegExp(`<script id="${id}">[\\s\\S]*?</script>`)
  return html.replace(earlier, ``).replace(/<head>/, () => `<head><script id="${id}">${script}</script>`)
}
