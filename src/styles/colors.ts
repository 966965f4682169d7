// The site's colours, light and dark, as CSS custom properties. <html data-theme> picks one (set before
// the first paint by src/build-output/theme-script.ts); without script the system's preference does;
// paper is always light. Each pair keeps WCAG AA contrast for text on --bg, --soft and --code-bg.

const light = {
  text: `#1f2328`,
  muted: `#4d5560`,
  link: `#0b5cad`,
  line: `#d8dde3`,
  soft: `#f4f6f8`,
  accent: `#03363d`,
  heading: `#03363d`,
  bg: `#ffffff`,
  surface: `#ffffff`,
  "code-bg": `#f6f8fa`,
  "header-bg": `#03363d`,
  "header-text": `#ffffff`,
  focus: `#1f73b7`,
  "quote-bg": `#eef5fc`,
  "note-bg": `#f5f8ff`,
  "selected-bg": `#e8f1fb`,
  "mark-bg": `#fff2a8`,
  "tok-comment": `#57606a`,
  "tok-string": `#0a3069`,
  "tok-keyword": `#a0111f`,
  "tok-number": `#0550ae`,
  "tok-function": `#6639ba`,
  "tok-tag": `#116329`,
  "tok-operator": `#24292f`,
}

const dark: typeof light = {
  text: `#e6edf3`,
  muted: `#a8b3bf`,
  link: `#79b8ff`,
  line: `#3d444d`,
  soft: `#161b22`,
  accent: `#7fd1c7`,
  heading: `#c9ece7`,
  bg: `#0d1117`,
  surface: `#161b22`,
  "code-bg": `#161b22`,
  "header-bg": `#07262a`,
  "header-text": `#ffffff`,
  focus: `#79b8ff`,
  "quote-bg": `#132235`,
  "note-bg": `#132235`,
  "selected-bg": `#1c2d41`,
  "mark-bg": `#5c4a00`,
  "tok-comment": `#9198a1`,
  "tok-string": `#a5d6ff`,
  "tok-keyword": `#ff7b72`,
  "tok-number": `#79c0ff`,
  "tok-function": `#d2a8ff`,
  "tok-tag": `#7ee787`,
  "tok-operator": `#e6edf3`,
}

const declarations = (palette: typeof light, scheme: string): string =>
  `color-scheme: ${scheme}; ${Object.entries(palette)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(` `)}`

export const colorsCss = `
:root { ${declarations(light, `light`)} }
:root[data-theme="dark"] { ${declarations(dark, `dark`)} }
@media (prefers-color-scheme: dark) { :root:not([data-theme]) { ${declarations(dark, `dark`)} } }
@media print { :root:root { ${declarations(light, `light`)} } }
`
