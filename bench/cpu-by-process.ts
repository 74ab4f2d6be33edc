import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds } from './support';

// Where a machine's CPU goes while a page loads: every PostgreSQL, node and Chromium process's
// CPU time (user + system, /proc/<pid>/stat), sampled every 100 ms and summed by kind between
// two instants. Opt-in (BENCH_CPU_BY_PROCESS=1): the sampling runs in the bench's process.

/** CPU seconds so far of each process of a kind, at an instant (ms since the epoch). */
type Sample = { at: number; seconds: Map<number, number> };

const kinds = new Map<number, string | null>();

/** Whether the process was started by `ancestor`, directly or through others (its parent chain). */
function descendsFrom(pid: number, ancestor: number): boolean {
  for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
    const stat = readFileSync(`/proc/${at}/stat`, 'utf8');
    at = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (at === ancestor) return true;
  }
  return false;
}

/**
 * What a process is, from its command line: postgres, gateway, bench, chromium-<type>. A
 * gateway, bare pipe or Chromium counts only when this bench started it: other work on the
 * machine (another checkout's end-to-end tests, say) runs the same programs.
 */
function kindOf(pid: number, ownPid: number): string | null {
  const known = kinds.get(pid);
  if (known !== undefined) return known;
  let kind: string | null = null;
  try {
    // Chromium rewrites its argv into one space-separated string; others keep NUL separators.
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const program = command.split(' ')[0] ?? '';
    if (pid === ownPid) kind = 'bench (api, data server)';
    else if (program.includes('postgres')) kind = 'postgres';
    else if (!descendsFrom(pid, ownPid)) kind = null;
    else if (program.includes('chrom'))
      kind = `chromium ${/--type=(\S+)/.exec(command)?.[1] ?? 'browser'}`.replace('zygote', 'renderer');
    else if (command.includes('gateway/dist/main.mjs')) kind = 'gateway';
    else if (command.includes('bench/pipe-proxy.ts')) kind = 'bare pipe';
  } catch {
    // gone already
  }
  kinds.set(pid, kind);
  return kind;
}

function sample(ownPid: number): Sample {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || kindOf(pid, ownPid) === null) continue;
    try {
      seconds.set(pid, cpuSeconds(pid));
    } catch {
      // exited between the listing and the read
    }
  }
  return { at: performance.timeOrigin + performance.now(), seconds };
}

export type CpuSampler = {
  /** CPU seconds by kind of process between two wall-clock instants (ms since the epoch). */
  between(from: number, to: number): Map<string, number>;
  stop(): void;
};

export function startCpuSampler(everyMs = 100): CpuSampler {
  const samples: Sample[] = [sample(process.pid)];
  const timer = setInterval(() => samples.push(sample(process.pid)), everyMs);
  // The last sample at or before an instant (a process not yet started counts from zero).
  const at = (instant: number) => samples.findLast((entry) => entry.at <= instant) ?? samples[0];
  return {
    between(from, to) {
      const start = at(from) as Sample;
      const end = at(to + everyMs) as Sample;
      const byKind = new Map<string, number>();
      for (const [pid, used] of end.seconds) {
        const kind = kindOf(pid, process.pid) as string;
        byKind.set(kind, (byKind.get(kind) ?? 0) + used - (start.seconds.get(pid) ?? 0));
      }
      return byKind;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * CPU time run, and time spent runnable but waiting for a CPU, by kind of process (ms); and the
 * CPU time again as the kernel's accounting in /proc/<pid>/stat counts it (user + system, in
 * clock ticks of 10 ms): a second reading of the same figure by another way.
 */
export type Scheduled = Map<string, { cpuMs: number; waitingMs: number; statMs: number }>;

/** Clock ticks per second (`getconf CLK_TCK`: 100 on Linux x86-64 and arm64). */
const TICK_MS = 10;

/** A process's user + system CPU time, from /proc/<pid>/stat (the fields after the command). */
function statCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3 of stat, so utime (14) and stime (15) are at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * What the scheduler has recorded so far for every PostgreSQL, node (bench, gateway) and
 * Chromium process, summed over their threads (/proc/<pid>/task/<tid>/schedstat: ns on a CPU,
 * ns waiting on a run queue). The difference of two readings says whether the machine had a
 * CPU free for each process while it worked: waiting time is time the work could not run.
 */
export function scheduled(): Scheduled {
  const byKind: Scheduled = new Map();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const kind = Number.isInteger(pid) ? kindOf(pid, process.pid) : null;
    if (kind === null) continue;
    try {
      const sum = byKind.get(kind) ?? { cpuMs: 0, waitingMs: 0, statMs: 0 };
      sum.statMs += statCpuMs(pid);
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const [onCpu, waiting] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ');
        sum.cpuMs += Number(onCpu) / 1e6;
        sum.waitingMs += Number(waiting) / 1e6;
      }
      byKind.set(kind, sum);
    } catch {
      // exited between the listing and the read
    }
  }
  return byKind;
}

/** What was scheduled between two readings of `scheduled()` (processes gone since are left out). */
export function scheduledBetween(before: Scheduled, after: Scheduled): Scheduled {
  const between: Scheduled = new Map();
  for (const [kind, { cpuMs, waitingMs, statMs }] of after) {
    const start = before.get(kind) ?? { cpuMs: 0, waitingMs: 0, statMs: 0 };
    between.set(kind, {
      cpuMs: cpuMs - start.cpuMs,
      waitingMs: waitingMs - start.waitingMs,
      statMs: statMs - start.statMs,
    });
  }
  return between;
}
