/*
 * When a build has stopped working: its processes, all together, used (almost) no CPU for a whole
 * window. A build that only waits on itself (a parent waiting on a worker that waits on the parent)
 * sits at 0 % for good, while a slow build on a busy machine still gets some CPU; so the watch ends the
 * first within minutes and never the second.
 */
export interface CpuSample {
  /** Milliseconds, on any monotonic clock. */
  at: number
  /** CPU seconds the process group has used so far. */
  cpuSeconds: number
}

/** Below this share of one core over the whole window, the group counts as stalled. */
const IDLE_SHARE = 0.005

export interface StallWatch {
  /** Records a sample; true once the group has used (almost) no CPU for `windowMs`. */
  observe: (sample: CpuSample) => boolean
}

export function stallWatch(windowMs: number): StallWatch {
  const samples: Array<CpuSample> = []
  return {
    observe(sample) {
      samples.push(sample)
      // Keep the newest sample that is at least a window old, and everything after it.
      while (samples.length > 1 && sample.at - samples[1].at >= windowMs) samples.shift()
      const oldest = samples[0]
      if (sample.at - oldest.at < windowMs) return false
      return sample.cpuSeconds - oldest.cpuSeconds < (IDLE_SHARE * windowMs) / 1000
    },
  }
}
