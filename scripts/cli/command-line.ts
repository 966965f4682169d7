/*
 * Every command's arguments are read by Node's own parser (util.parseArgs), strictly: an unknown flag,
 * a flag without its value or a stray word is an error that shows the command's usage, and the
 * command stops with exit code 2 before doing anything. Numbers are checked here too, so `--top abc`
 * is refused rather than becoming NaN.
 */
import { parseArgs, type ParseArgsConfig } from "util"

/** A command line the command cannot run: the message names the problem, then the usage line. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig[`options`]>

/** util.parseArgs in strict mode; its errors become a UsageError with the command's usage line. */
export function readCommandLine<const O extends Options, const P extends boolean = false>(
  args: Array<string>,
  usage: string,
  options: O,
  allowPositionals?: P,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: allowPositionals ?? (false as P) })
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  }
}

/** A flag's value as a number above zero (a whole one when `whole`), or undefined when the flag is absent. */
export function positiveNumber(
  value: string | undefined,
  flag: string,
  usage: string,
  whole = false,
): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (value.trim() === `` || !Number.isFinite(number) || number <= 0 || (whole && !Number.isInteger(number)))
    throw new UsageError(
      `--${flag} needs ${whole ? `a whole number` : `a number`} above 0, not "${value}"\n${usage}`,
    )
  return number
}

export interface RunOptions {
  /** Print only the message of an error (errors that already name file and line), not its stack. */
  messageOnly?: boolean
  /** End the process on an error, even with browsers or servers still open (the benches). */
  exitOnError?: boolean
}

/**
 * Runs a command's main with its arguments: a UsageError is printed alone with exit code 2, any other
 * error with exit code 1; otherwise the exit code main returns.
 */
export function runCommand(
  main: (args: Array<string>) => Promise<number | void> | number | void,
  options: RunOptions = {},
): void {
  Promise.resolve()
    .then(() => main(process.argv.slice(2)))
    .then(
      code => {
        if (typeof code === `number`) process.exitCode = code
      },
      error => {
        const usage = error instanceof UsageError
        console.error(usage || (options.messageOnly && error instanceof Error) ? error.message : error)
        if (usage) process.exitCode = 2
        else if (options.exitOnError) process.exit(1)
        else process.exitCode = 1
      },
    )
}
