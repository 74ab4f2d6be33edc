import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import { cpuSeconds, rssMb } from '../support';

// The resources of each process a load runs on, read off the process itself: the api's and
// each gateway's node process (RSS from /proc/<pid>/status, checked against `ps -o rss`), and
// PostgreSQL's backends for the load's database (their CPU from /proc/<pid>/stat; their memory
// as PSS from /proc/<pid>/smaps_rollup, since RSS counts shared buffers once per backend,
// checked against the sum of `ps -o rss`).
export type Watched = { name: string; pid: number };

export type Reading = {
  /** CPU seconds used so far, by process name (PostgreSQL: its backends, which come and go). */
  cpu: Map<string, number>;
  rss: Map<string, number>;
  /** The same processes' RSS as `ps` tells it, MB. */
  psRss: Map<string, number>;
  /** The whole machine's CPU time so far, busy and in all (jiffies, /proc/stat). */
  machine: { busy: number; total: number };
  at: number;
};

/** Everything the machine's cores did, other work on it included (/proc/stat's first line). */
function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

const psRssMb = (pids: number[]) => {
  if (pids.length === 0) return 0;
  const text = execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' });
  return text
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line) => sum + Number(line) / 1024, 0);
};

const pssMb = (pid: number) => {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

export class Meter {
  private backendCpu = new Map<number, number>();
  private gone = 0;
  private constructor(
    private readonly processes: Watched[],
    private readonly db: pg.Client,
  ) {}

  static async start(processes: Watched[], databaseUrl: string): Promise<Meter> {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    return new Meter(processes, db);
  }

  /** PostgreSQL's backends serving the load's database (not this meter's own). */
  async backends(): Promise<number[]> {
    const rows = await this.db.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.rows.map((row) => row.pid);
  }

  async read(): Promise<Reading> {
    const cpu = new Map<string, number>();
    const rss = new Map<string, number>();
    const psRss = new Map<string, number>();
    for (const { name, pid } of this.processes) {
      cpu.set(name, cpuSeconds(pid));
      rss.set(name, rssMb(pid));
      psRss.set(name, psRssMb([pid]));
    }
    const pids = await this.backends();
    // A backend that ended keeps its CPU in the total: counted once, when it is last seen.
    const now = new Map<number, number>();
    for (const pid of pids) {
      try {
        now.set(pid, cpuSeconds(pid));
      } catch {
        // ended between the query and the read
      }
    }
    for (const [pid, seconds] of this.backendCpu) if (!now.has(pid)) this.gone += seconds;
    this.backendCpu = now;
    cpu.set('PostgreSQL', this.gone + [...now.values()].reduce((sum, seconds) => sum + seconds, 0));
    rss.set(
      'PostgreSQL',
      pids.reduce((sum, pid) => sum + pssMb(pid), 0),
    );
    psRss.set('PostgreSQL', psRssMb(pids));
    const self = process.cpuUsage();
    cpu.set('load generator', (self.user + self.system) / 1e6);
    rss.set('load generator', process.memoryUsage.rss() / 1024 / 1024);
    psRss.set('load generator', psRssMb([process.pid]));
    return { cpu, rss, psRss, machine: machineCpu(), at: performance.now() };
  }

  /** Open file descriptors (sockets included) of each watched process. */
  openFiles(): Map<string, number> {
    return new Map(this.processes.map(({ name, pid }) => [name, readdirSync(`/proc/${pid}/fd`).length]));
  }

  close() {
    return this.db.end();
  }
}

/** CPU % of each process between two readings (100 % is one core). */
export function cpuPercent(before: Reading, after: Reading): Map<string, number> {
  const seconds = (after.at - before.at) / 1000;
  return new Map(
    [...after.cpu].map(([name, used]) => [name, (100 * (used - (before.cpu.get(name) ?? 0))) / seconds]),
  );
}

/** The machine's busy CPU between two readings, every process on it included (100 % is one core). */
export function machinePercent(before: Reading, after: Reading): number {
  const total = after.machine.total - before.machine.total;
  return total > 0 ? (100 * cpus().length * (after.machine.busy - before.machine.busy)) / total : 0;
}
