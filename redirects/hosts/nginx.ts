import escapeStringRegexp from "escape-string-regexp"
import {
  cacheImmutable,
  cacheRevalidate,
  HASHED_FILE_PATTERN,
  siteHeaders,
} from "../../src/config/http-headers"
import { movedFromParam } from "../../src/config/redirects"
import { MARKDOWN_CONTENT_TYPE, MARKDOWN_COPY_PATTERN } from "../../src/build-output/page-markdown"
import type { RedirectPlan } from "../pipeline"
import { addressKey } from "../address"

// nginx, the self-hosted case: an http-level include of `map` blocks and a server-level snippet.
// nginx compares `map` strings ignoring case, `$uri` arrives decoded with repeated slashes merged,
// and one regex strips `/index.html`, `.html` and the trailing slash, so every spelling of an old
// address meets the same entry and gets one 301 (https://nginx.org/en/docs/http/ngx_http_map_module.html).
// Entries are keyed by the table's decoded form, quoted: UTF-8 bytes as `$uri` holds them (`/café/menu`),
// a space as a space (`/old page`). "Ignoring case" is ASCII's case only (nginx lower-cases bytes A–Z),
// which is why the normal form folds ASCII letters alone: beyond ASCII both compare as written.
// Old addresses are answered before any file (their stub pages are for plain buckets); other spellings
// of real pages only when no file matched. Every location sends the site's headers and cache policy
// (src/config/http-headers.ts): `add_header` in a location replaces the server's, so each one has them all.

export interface NginxFiles {
  /** `include` inside `http { }`. */
  httpConfig: string
  /** `include` inside the site's `server { }`, after `root`. */
  serverConfig: string
}

/** The key nginx computes: addressKey without its trailing slash (`/` is the empty string). */
export function nginxKey(key: string): string {
  return key.replace(/\/$/, ``)
}

function quoted(text: string): string {
  return `"${text.replaceAll(`\\`, `\\\\`).replaceAll(`"`, `\\"`)}"`
}

/**
 * A bucket of nginx's map hash holds at least one key, its pointers and an end marker, or nginx refuses
 * to start ("could not build map_hash"); old addresses may be up to 1,000 bytes, and a letter beyond ASCII
 * takes two to four, so the size follows the longest key (ngx_hash_init in src/core/ngx_hash.c).
 */
export function mapBucketSize(keys: ReadonlyArray<string>): number {
  const longest = Math.max(0, ...keys.map(key => new TextEncoder().encode(key).length))
  return Math.max(256, 2 ** Math.ceil(Math.log2(longest + 32)))
}

function mapBlock(source: string, variable: string, entries: Array<string>): string {
  return [`map ${source} ${variable} {`, ...entries.map(entry => `  ${entry}`), `}`].join(`\n`)
}

export function nginxRedirects(plan: RedirectPlan, pages: ReadonlySet<string>): NginxFiles {
  const rules = plan.rules.map(rule => `${quoted(nginxKey(rule.key))} ${quoted(rule.toPath)};`)
  const pageEntries = [...pages].map(page => `${quoted(nginxKey(addressKey(page)))} ${quoted(page)};`)
  const keys = [...plan.rules.map(rule => rule.key), ...[...pages].map(addressKey)].map(nginxKey)
  // Longest prefix first: nginx tries a map's regular expressions in order and takes the first match.
  const fallbacks = [...plan.fallbacks]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map(
      fallback =>
        `${quoted(`~*^${escapeStringRegexp(nginxKey(fallback.prefix))}(/|$)`)} ${quoted(fallback.toPath)};`,
    )
  const httpConfig = [
    `# Generated from redirects/ at build time. Do not edit.`,
    `map_hash_max_size ${Math.max(2048, 2 ** Math.ceil(Math.log2(rules.length + pageEntries.length + 1)) * 2)};`,
    `map_hash_bucket_size ${mapBucketSize(keys)};`,
    mapBlock(`$uri`, `$docs_key`, [`"~*^(?<docs_stem>.*?)(/index\\.html?|\\.html?)?/?$" $docs_stem;`]),
    mapBlock(`$docs_key`, `$docs_rule`, rules),
    mapBlock(`$docs_key`, `$docs_fallback`, fallbacks),
    mapBlock(`$docs_key`, `$docs_page`, pageEntries),
    mapBlock(`$request_uri`, `$docs_requested_path`, [`"~^(?<docs_path>[^?]*)" $docs_path;`]),
    mapBlock(`$args`, `$docs_and_args`, [`"" "";`, `default "&$args";`]),
    ``,
  ].join(`\n`)
  const headers = (cacheControl: string) =>
    Object.entries({ ...siteHeaders(), "Cache-Control": cacheControl })
      .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
      .join(` `)
  const serverConfig = [
    `# Generated from redirects/ and src/config/http-headers.ts at build time. Do not edit.`,
    `absolute_redirect off;`,
    `error_page 404 /404.html;`,
    headers(cacheRevalidate),
    `if ($docs_rule) { return 301 $docs_rule$is_args$args; }`,
    `# A fallback names the old address, so the page can say it moved.`,
    `if ($docs_fallback) { return 301 $docs_fallback?${movedFromParam}=$docs_requested_path$docs_and_args; }`,
    `location / { ${headers(cacheRevalidate)} try_files $uri @docs_missing; }`,
    `location ~ ${quoted(HASHED_FILE_PATTERN)} { ${headers(cacheImmutable)} try_files $uri =404; }`,
    `location ~ /$ { ${headers(cacheRevalidate)} try_files \${uri}index.html @docs_missing; }`,
    // A page's markdown copy (src/build-output/page-markdown.ts): text, whatever the host's mime.types says of `.md`.
    `location ~ ${quoted(MARKDOWN_COPY_PATTERN)} { types { } default_type "${MARKDOWN_CONTENT_TYPE}"; ${headers(cacheRevalidate)} try_files $uri @docs_missing; }`,
    `location @docs_missing {`,
    `  if ($docs_page) { return 301 $docs_page$is_args$args; }`,
    `  return 404;`,
    `}`,
    ``,
  ].join(`\n`)
  return { httpConfig, serverConfig }
}
