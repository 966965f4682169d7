// The theme is set before the first paint by a script in the head (after the page's
// Content-Security-Policy, which hashes it like every inline script: src/build-output/csp.ts). It reads
// the reader's choice and the system's preference and writes the result on <html data-theme>; the
// stylesheet's colours follow that attribute. The idea is Starlight's ThemeProviderScript.
import { THEME_KEY } from "../config/reader"

export const themeScript = `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}var d=c==="dark"||(c!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.dataset.theme=d?"dark":"light"})()`
