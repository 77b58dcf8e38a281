// What the benches read about a server process from outside it (Linux /proc): CPU time used so
// far (every thread of the process, worker threads included), resident and peak memory, and
// the machine's load, printed beside every figure because the benches run on shared cores.
import { readFileSync, writeFileSync } from 'node:fs';
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
