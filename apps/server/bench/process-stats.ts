// What the benches read about a server process from outside it (Linux /proc): CPU time used so
// far (every thread of the process, worker threads included), resident and peak memory, and
// the machine's load, printed beside every figure because the benches run on shared cores.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far, or null off Linux. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th
    // field of the line, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A /proc/<pid>/status memory line (VmRSS now, VmHWM the peak) in MB, or null. */
function statusMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'mu').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export const residentMegabytes = (pid: number) => statusMegabytes(pid, 'VmRSS');
export const peakMegabytes = (pid: number) => statusMegabytes(pid, 'VmHWM');

/**
 * Starts the process's peak (VmHWM) over from its memory now, so that the peak read later is that
 * of the work in between, not of the server's start (Linux: "5" into /proc/<pid>/clear_refs).
 * False when it cannot (another OS, or no permission): the peak then counts from the start.
 */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Counts CPU seconds of a process over a stretch of work: start(), then stop() gives the seconds. */
export function cpuMeter(pid: number): { start: () => void; stop: () => number | null } {
  let startedAt: number | null = null;
  return {
    start: () => {
      startedAt = cpuSeconds(pid);
    },
    stop: () => {
      const now = cpuSeconds(pid);
      return now === null || startedAt === null ? null : now - startedAt;
    },
  };
}

/**
 * CPU seconds the whole machine has spent busy so far, every core and process (Linux /proc/stat:
 * user, nice, system, irq, softirq and steal), or null: beside a process's own, what the machine's
 * other load took meanwhile.
 */
export function machineBusySeconds(): number | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU milliseconds per request, as printed by the benches ("n/a" off Linux). */
export function cpuPerRequest(cpu: number | null, requests: number): string {
  if (cpu === null || requests === 0) return 'n/a';
  const ms = (cpu * 1000) / requests;
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms CPU per request`;
}

/** The 1, 5 and 15 minute load averages and the number of cores, for the line beside a figure. */
export function loadLine(): string {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return `load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${os.availableParallelism()} cores`;
}

/** CPU seconds of each PostgreSQL backend serving `database` on this machine (Linux /proc), by pid. */
function postgresBackends(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return backends;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend names itself "postgres: user database client state".
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      const cpu = cpuSeconds(Number(entry));
      if (cpu !== null) backends.set(Number(entry), cpu);
    } catch {
      // The process ended while we read it.
    }
  }
  return backends;
}

/**
 * Counts the CPU seconds PostgreSQL spent for one database over a stretch of work: its backends'
 * time, those that started meanwhile whole (a backend that ended meanwhile is missed: the pool
 * keeps its connections open through a bench's round). Null off Linux or with no backend seen.
 */
export function postgresCpuMeter(database: string): { start: () => void; stop: () => number | null } {
  let before = new Map<number, number>();
  return {
    start: () => {
      before = postgresBackends(database);
    },
    stop: () => {
      const now = postgresBackends(database);
      if (now.size === 0) return null;
      let total = 0;
      for (const [pid, cpu] of now) total += cpu - (before.get(pid) ?? 0);
      return total;
    },
  };
}
