import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// What went through is garbage, not held memory: collect it before each sample.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options?: { type: 'minor' }) => void;

export interface MemoryGrowth<T> {
  result: T;
  /** The highest growth over the baseline, in bytes, of each measure. */
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
}

interface Sampling {
  /**
   * What is collected before a sample: the young generation (cheap: it frees the buffers that just
   * went through), or everything (what lived long enough to be promoted too, for a measure of the
   * heap; slow, so sampled at moments `work` chooses rather than often).
   */
  collection?: 'young' | 'all';
  /** Samples this often besides those `work` asks for. */
  everyMs?: number;
}

/** The highest growth of live memory over the baseline while `work` runs, which may ask for samples itself. */
export async function peakMemoryGrowth<T>(
  work: (sample: () => void) => Promise<T>,
  { collection = 'young', everyMs }: Sampling = {},
): Promise<MemoryGrowth<T>> {
  collectGarbage();
  const baseline = process.memoryUsage();
  const peak = { rss: 0, heapUsed: 0, arrayBuffers: 0 };
  const sample = () => {
    // Without options gc() collects everything it can; even `{type: 'major'}` leaves much of the old generation.
    collectGarbage(collection === 'young' ? { type: 'minor' } : undefined);
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - baseline.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed - baseline.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers - baseline.arrayBuffers);
  };
  const timer = everyMs === undefined ? undefined : setInterval(sample, everyMs);
  try {
    const result = await work(sample);
    sample();
    return { result, ...peak };
  } finally {
    clearInterval(timer);
  }
}
