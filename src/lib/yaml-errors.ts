/*
 * A YAML mistake as a writer reads it: the file, the line in that file, and what the parser saw.
 * js-yaml's own message repeats the snippet over several lines; the reason and the position are
 * what a writer needs (`content/api-reference/voice/openapi.yaml:12: not valid YAML: bad indentation`).
 */
import { YAMLException } from "js-yaml"
import { YAMLError } from "yaml"
import { errorMessage } from "./error-message"

/**
 * `lineOffset` is the number of lines above the parsed text in its file (front matter starts one line
 * below the opening `---`).
 */
export function yamlErrorProblem(file: string, error: unknown, lineOffset = 0): string {
  if (error instanceof YAMLException) {
    const line = error.mark?.line === undefined ? `` : `:${error.mark.line + 1 + lineOffset}`
    return `${file}${line}: not valid YAML: ${error.reason}; fix the line (indentation, a missing colon or quote)`
  }
  if (error instanceof YAMLError) {
    const at = error.linePos?.[0]?.line
    const reason = error.message.split(`\n`)[0].replace(/ at line \d+, column \d+:?$/, ``)
    return `${file}${at === undefined ? `` : `:${at + lineOffset}`}: not valid YAML: ${reason}; fix the line (indentation, a missing colon or quote)`
  }
  return `${file}: not valid YAML: ${errorMessage(error)}`
}
