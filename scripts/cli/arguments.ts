/*
 * What each command accepts, read by readCommandLine (util.parseArgs, strict). Pure: each function
 * takes the arguments after the command's name and returns what the command needs, or throws a
 * UsageError naming the problem and the usage line.
 */
import { positiveNumber, readCommandLine, UsageError } from "./command-line"

export const BUILD_USAGE = `usage: npm run build -- [--limit-minutes N] [--stall-seconds N] [-- <gatsby build arguments>]`

/** `npm run build`: the time limits, and what comes after `--` for `gatsby build` itself. */
export function buildArguments(args: Array<string>) {
  const { values, positionals } = readCommandLine(
    args,
    BUILD_USAGE,
    { "limit-minutes": { type: `string` }, "stall-seconds": { type: `string` } },
    true,
  )
  const dashes = args.indexOf(`--`)
  const forwarded = dashes === -1 ? [] : args.slice(dashes + 1)
  if (positionals.length !== forwarded.length)
    throw new UsageError(`"${positionals[0]}" is not an argument of npm run build\n${BUILD_USAGE}`)
  return {
    limitMinutes: positiveNumber(values[`limit-minutes`], `limit-minutes`, BUILD_USAGE),
    stallSeconds: positiveNumber(values[`stall-seconds`], `stall-seconds`, BUILD_USAGE),
    gatsbyArgs: forwarded,
  }
}

export const MOVE_USAGE = `usage: npm run move -- <old path> <new path> [--group <name>] [--dry-run]`

export function moveArguments(args: Array<string>) {
  const { values, positionals } = readCommandLine(
    args,
    MOVE_USAGE,
    { group: { type: `string` }, "dry-run": { type: `boolean` } },
    true,
  )
  if (positionals.length !== 2)
    throw new UsageError(`a move needs the old path and the new path\n${MOVE_USAGE}`)
  if (values.group === ``) throw new UsageError(`--group needs a name\n${MOVE_USAGE}`)
  return { from: positionals[0], to: positionals[1], group: values.group, dryRun: values[`dry-run`] ?? false }
}

export const PAGES_USAGE = `usage: npm run pages -- --check <list.tsv or folder>… [--verbose]`

export function pagesArguments(args: Array<string>) {
  const { values, positionals } = readCommandLine(
    args,
    PAGES_USAGE,
    { check: { type: `boolean` }, verbose: { type: `boolean` } },
    true,
  )
  if (!values.check || positionals.length === 0)
    throw new UsageError(`--check needs a list or a folder\n${PAGES_USAGE}`)
  return { targets: positionals, verbose: values.verbose ?? false }
}

export const SERVE_USAGE = `usage: npm run serve [-- --bucket]   (PORT=9000 by default)`

export function serveArguments(args: Array<string>) {
  const { values } = readCommandLine(args, SERVE_USAGE, { bucket: { type: `boolean` } })
  return { mode: values.bucket ? (`bucket` as const) : (`hosted` as const) }
}

export const REDIRECTS_USAGE = `usage: npm run redirects -- <address> | --report | --check <list.tsv> | --publish | --suggest | --from-log <access log> [--top N] [--write <family>]`

export type RedirectsCommand =
  | { mode: `address`; address: string }
  | { mode: `report` }
  | { mode: `check`; file: string }
  | { mode: `publish` }
  | { mode: `suggest` }
  | { mode: `from-log`; file: string; top: number; write?: string }

/** `npm run redirects`: one of its modes (the report without arguments), each with its own flags. */
export function redirectsArguments(args: Array<string>): RedirectsCommand {
  const { values, positionals } = readCommandLine(
    args,
    REDIRECTS_USAGE,
    {
      report: { type: `boolean` },
      check: { type: `string` },
      publish: { type: `boolean` },
      suggest: { type: `boolean` },
      "from-log": { type: `string` },
      top: { type: `string` },
      write: { type: `string` },
    },
    true,
  )
  const fail = (problem: string) => new UsageError(`${problem}\n${REDIRECTS_USAGE}`)
  const modes = [`report`, `check`, `publish`, `suggest`, `from-log`].filter(
    mode => values[mode as keyof typeof values] !== undefined,
  )
  if (modes.length + positionals.length > 1) throw fail(`one address or one mode at a time`)
  if (modes[0] !== `from-log` && (values.top !== undefined || values.write !== undefined))
    throw fail(`--top and --write go with --from-log`)
  if (values.check !== undefined) return { mode: `check`, file: values.check }
  if (values.publish) return { mode: `publish` }
  if (values.suggest) return { mode: `suggest` }
  if (values[`from-log`] !== undefined) {
    if (values.write === ``) throw fail(`--write needs a family name`)
    const top = positiveNumber(values.top, `top`, REDIRECTS_USAGE, true) ?? 25
    return { mode: `from-log`, file: values[`from-log`], top, write: values.write }
  }
  if (positionals.length === 1) return { mode: `address`, address: positionals[0] }
  return { mode: `report` }
}

export const SCALE_USAGE = `usage: npm run bench:scale -- [--pages N] [--rules R] [--repeat K] [--source DIR]`

export function scaleArguments(args: Array<string>) {
  const { values } = readCommandLine(args, SCALE_USAGE, {
    pages: { type: `string` },
    rules: { type: `string` },
    repeat: { type: `string` },
    source: { type: `string` },
  })
  return {
    pages: positiveNumber(values.pages, `pages`, SCALE_USAGE, true),
    rules: positiveNumber(values.rules, `rules`, SCALE_USAGE, true),
    repeat: positiveNumber(values.repeat, `repeat`, SCALE_USAGE, true) ?? 1,
    source: values.source,
  }
}

export const FROM_LOG_BENCH_USAGE = `usage: npm run bench:from-log [-- --mib N]`

export function fromLogBenchArguments(args: Array<string>) {
  const { values } = readCommandLine(args, FROM_LOG_BENCH_USAGE, { mib: { type: `string` } })
  return { mib: positiveNumber(values.mib, `mib`, FROM_LOG_BENCH_USAGE, true) ?? 1024 }
}

/** A command without arguments (most benches, the host table): anything given is refused. */
export function noArguments(args: Array<string>, usage: string): void {
  readCommandLine(args, usage, {})
}
