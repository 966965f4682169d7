/*
 * Counting missed addresses in bounded memory, however long the log: lossy counting (Manku and
 * Motwani, "Approximate Frequency Counts over Data Streams", VLDB 2002,
 * https://www.vldb.org/conf/2002/S10P03.pdf). The stream is cut into buckets of 1/ε items; at each
 * bucket's end, addresses seen too rarely to matter are forgotten. Every address missed more than
 * ε·N times (N: all misses counted) is kept, and its count is short by at most ε·N. The table holds
 * at most (1/ε)·log(ε·N) addresses, whatever the number of distinct ones (bots probing random paths).
 */
export interface MissTally {
  key: string
  /** The first spelling seen (decoded, no query). */
  spelling: string
  /** Requests by readers, and by automated clients. */
  readers: number
  bots: number
  /** How many requests may have gone uncounted before the address was (re)admitted. */
  error: number
}

export interface MissCounter {
  add: (key: string, spelling: string, automated: boolean) => void
  /** The addresses with the most reader misses (then bot misses), most first. */
  top: (count: number) => Array<MissTally>
  /** Misses counted, and addresses held now (the memory bound). */
  total: () => number
  held: () => number
}

export const DEFAULT_ERROR_RATE = 1e-5

export function missCounter(errorRate = DEFAULT_ERROR_RATE): MissCounter {
  const width = Math.ceil(1 / errorRate)
  const tallies = new Map<string, MissTally>()
  let seen = 0
  const prune = (bucket: number) => {
    for (const [key, tally] of tallies)
      if (tally.readers + tally.bots + tally.error <= bucket) tallies.delete(key)
  }
  return {
    add(key, spelling, automated) {
      seen++
      const bucket = Math.ceil(seen / width)
      let tally = tallies.get(key)
      if (!tally) {
        tally = { key, spelling, readers: 0, bots: 0, error: bucket - 1 }
        tallies.set(key, tally)
      }
      if (automated) tally.bots++
      else tally.readers++
      if (seen % width === 0) prune(bucket)
    },
    top: count =>
      [...tallies.values()]
        .sort((a, b) => b.readers - a.readers || b.bots - a.bots || a.key.localeCompare(b.key))
        .slice(0, count),
    total: () => seen,
    held: () => tallies.size,
  }
}
