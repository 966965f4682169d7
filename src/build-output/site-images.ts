/*
 * The two images the build draws: the card a shared link shows (1200×630, an SVG that sharp turns into a
 * PNG) and `/favicon.ico`, which browsers and feed readers ask for at the root whatever the page says.
 * Pure: the SVG text and the ICO container; gatsby/reader-files.ts runs sharp and writes them.
 */
import { escapeHtml } from "../lib/html"

/** Words of `text` in lines of at most `width` characters. */
export function wrapWords(text: string, width: number): Array<string> {
  const lines: Array<string> = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

export interface CardText {
  title: string
  description: string
  host: string
  width: number
  height: number
  background: string
}

export function socialCardSvg({ title, description, host, width, height, background }: CardText): string {
  const summary = wrapWords(description, 52)
    .slice(0, 4)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 50}">${escapeHtml(line)}</tspan>`)
    .join(``)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    `<rect x="80" y="150" width="120" height="8" fill="#ffffff"/>`,
    `<text x="80" y="260" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="76" font-weight="bold" fill="#ffffff">${escapeHtml(title)}</text>`,
    `<text x="80" y="350" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" fill="#e6eef0">${summary}</text>`,
    `<text x="80" y="${height - 70}" font-family="DejaVu Sans Mono, monospace" font-size="30" fill="#b8d4d8">${escapeHtml(host)}</text>`,
    `</svg>`,
  ].join(`\n`)
}

/**
 * An ICO file holding one PNG image (the form every current browser reads; ICO's directory entry is
 * 16 bytes after a 6-byte header: https://en.wikipedia.org/wiki/ICO_(file_format)#Outline).
 */
export function icoOfPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
  entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3) // reserved
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8) // image size
  entry.writeUInt32LE(header.length + entry.length, 12) // image offset
  return Buffer.concat([header, entry, png])
}
