import { percentile } from '../support';

// What a load run saw: every operation's time and outcome, and every spray notice's delivery.
export type Sample = { op: string; at: number; ms: number; error?: string };

export class Recorder {
  readonly samples: Sample[] = [];
  /** Per spraying grower, each start told to at least one neighbour: when it was asked, and how many. */
  readonly starts = new Map<string, { at: number; told: number }[]>();
  /** Notices received: by receiver, spray id and kind, each arrival time. */
  readonly notices = new Map<string, number[]>();
  /** The first arrival of each spray's STARTED notice at a neighbour, by spray id. */
  readonly firstArrivals = new Map<number, { receiver: number; at: number; sprayer: string }[]>();
  /** Growers whose notice subscription is open: a neighbour is sprayed on only once it listens. */
  readonly listening = new Set<number>();

  record(op: string, at: number, ms: number, error?: string) {
    this.samples.push(error ? { op, at, ms, error } : { op, at, ms });
  }

  started(sprayer: string, at: number, told: number) {
    const list = this.starts.get(sprayer) ?? [];
    list.push({ at, told });
    this.starts.set(sprayer, list);
  }

  noticed(receiver: number, sprayId: number, kind: string, sprayer: string, at: number) {
    const key = `${receiver}:${sprayId}:${kind}`;
    const arrivals = this.notices.get(key) ?? [];
    arrivals.push(at);
    this.notices.set(key, arrivals);
    if (kind === 'STARTED' && arrivals.length === 1) {
      const list = this.firstArrivals.get(sprayId) ?? [];
      list.push({ receiver, at, sprayer });
      this.firstArrivals.set(sprayId, list);
    }
  }
}

export type OpFigures = { op: string; count: number; p50: number; p95: number; p99: number; errors: number };

/** p50, p95 and p99 of each operation among the samples that began in [from, to). */
export function figuresOf(samples: Sample[], from: number, to: number): OpFigures[] {
  const byOp = new Map<string, Sample[]>();
  for (const sample of samples) {
    if (sample.at < from || sample.at >= to) continue;
    const list = byOp.get(sample.op) ?? [];
    list.push(sample);
    byOp.set(sample.op, list);
  }
  return [...byOp]
    .map(([op, list]) => {
      const times = list.map((sample) => sample.ms);
      return {
        op,
        count: list.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: list.filter((sample) => sample.error).length,
      };
    })
    .sort((a, b) => a.op.localeCompare(b.op));
}

/** Errors by kind among the samples that began in [from, to). */
export function errorsOf(samples: Sample[], from: number, to: number): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const sample of samples)
    if (sample.error && sample.at >= from && sample.at < to)
      kinds.set(sample.error, (kinds.get(sample.error) ?? 0) + 1);
  return kinds;
}

/**
 * Notices judged against the starts that told neighbours: each spray's notices belong to the
 * last start of its sprayer asked before they arrived, so a start whose notices never came is
 * missed; a (receiver, spray, kind) that arrived twice is a repeat. Latency: from the start
 * asked to each neighbour's first arrival.
 */
export function noticeFigures(recorder: Recorder, from: number, to: number) {
  let repeats = 0;
  for (const arrivals of recorder.notices.values()) repeats += arrivals.length - 1;
  const latencies: number[] = [];
  const reached = new Map<{ at: number; told: number }, number>();
  for (const arrivals of recorder.firstArrivals.values()) {
    const sprayer = arrivals[0]?.sprayer ?? '';
    const first = Math.min(...arrivals.map((arrival) => arrival.at));
    const start = (recorder.starts.get(sprayer) ?? []).filter((each) => each.at <= first).at(-1);
    if (!start || start.at < from || start.at >= to) continue;
    reached.set(start, (reached.get(start) ?? 0) + arrivals.length);
    for (const arrival of arrivals) latencies.push(arrival.at - start.at);
  }
  let expected = 0;
  let delivered = 0;
  for (const starts of recorder.starts.values())
    for (const start of starts) {
      if (start.at < from || start.at >= to) continue;
      expected += start.told;
      delivered += Math.min(start.told, reached.get(start) ?? 0);
    }
  return {
    expected,
    delivered,
    repeats,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}
