/*
 * Reads an access log as a stream, in bounded memory whatever its size: chunks are split into lines
 * as they arrive, each line is parsed and, when a reader missed a page, counted (miss-counter.ts).
 * A line longer than MAX_LINE is not held: it is counted as malformed and skipped to its end.
 */
import fs from "fs"
import {
  detectLogFormat,
  NOT_A_REQUEST,
  parseLogLine,
  type LogFormat,
} from "../../redirects/traffic/log-formats"
import { missCounter, type MissCounter } from "../../redirects/traffic/miss-counter"
import { isAutomated, missedAddress } from "../../redirects/traffic/misses"

const MAX_LINE = 64 * 1024
/** Lines read before giving up on finding a known format. */
const DETECTION_WINDOW = 1000

export interface LogReading {
  format?: LogFormat
  lines: number
  malformed: number
  /** Requests that were readers (or bots) missing a page. */
  misses: number
  bytes: number
  seconds: number
  counter: MissCounter
}

function lineReader(reading: LogReading) {
  let format: LogFormat | undefined
  return (line: string) => {
    reading.lines++
    if (line.trim() === ``) return
    format = format ?? detectLogFormat(line)
    if (!format) {
      reading.malformed++
      if (reading.lines >= DETECTION_WINDOW)
        throw new Error(`no line among the first ${DETECTION_WINDOW} is a request in a known log format`)
      return
    }
    reading.format = format
    const request = parseLogLine(format, line)
    if (request === undefined) reading.malformed++
    if (request === undefined || request === NOT_A_REQUEST) return
    const missed = missedAddress(request)
    if (!missed) return
    reading.misses++
    reading.counter.add(missed.key, missed.spelling, isAutomated(request.userAgent))
  }
}

export async function readAccessLog(file: string): Promise<LogReading> {
  const started = process.hrtime.bigint()
  const reading: LogReading = {
    lines: 0,
    malformed: 0,
    misses: 0,
    bytes: 0,
    seconds: 0,
    counter: missCounter(),
  }
  const take = lineReader(reading)
  const stream = fs.createReadStream(file, { encoding: `utf8`, highWaterMark: 1024 * 1024 })
  let rest = ``
  let skipping = false
  for await (const piece of stream as AsyncIterable<string>) {
    reading.bytes += Buffer.byteLength(piece)
    let chunk = piece
    if (skipping) {
      const end = chunk.indexOf(`\n`)
      if (end === -1) continue
      chunk = chunk.slice(end + 1)
      skipping = false
    }
    const lines = (rest + chunk).split(`\n`)
    rest = lines.pop() as string
    for (const line of lines) take(line)
    if (rest.length > MAX_LINE) {
      reading.lines++
      reading.malformed++
      rest = ``
      skipping = true
    }
  }
  if (rest && !skipping) take(rest)
  reading.seconds = Number(process.hrtime.bigint() - started) / 1e9
  return reading
}
