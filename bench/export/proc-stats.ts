// The launched Chromium, read from /proc: memory sampled (RSS/PSS) over its process tree, the kernel's
// high-water mark (VmHWM) per process, and the CPU time the tree has used (which, unlike wall time,
// other load on a shared machine does not inflate).
import fs from 'node:fs';

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(d));
      map.set(ppid, list);
    } catch {
      // gone
    }
  }
  return map;
}

export function statusMB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function pssMB(pid: number): number {
  try {
    const m = /Pss:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function processType(pid: number): string {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser';
  } catch {
    return 'gone';
  }
}

function tree(rootPid: number): number[] {
  const map = children();
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of map.get(pid) ?? []) walk(c);
  };
  walk(rootPid);
  return out;
}

export interface MemorySample {
  /** The largest renderer's resident set (the page's, which hosts its workers). */
  page: number;
  /** All renderers, proportional set size (shared pages counted once); 0 when not read. */
  renderer: number;
  total: number;
}

/** One process of the launched browser and its type (renderer, gpu-process, ...). */
export interface BrowserProcess {
  pid: number;
  type: string;
}

/** The launched browser's processes, read once. */
export const processTree = (rootPid: number): BrowserProcess[] =>
  tree(rootPid).map((pid) => ({ pid, type: processType(pid) }));

/**
 * The processes' memory now. PSS (`withPss`) walks every mapping of each process, and Chromium's
 * reserve tens of GB to 1.5 TB of address space: some 25-35 ms of kernel time per sample on a 2-core
 * machine, taken from the run it measures (sharp's runs were never sampled). RSS is one small read.
 */
export function sampleMemory(procs: BrowserProcess[], withPss: boolean): MemorySample {
  let page = 0;
  let renderer = 0;
  let total = 0;
  for (const { pid, type } of procs) {
    const pss = withPss ? pssMB(pid) : 0;
    total += pss;
    if (type !== 'renderer') continue;
    renderer += pss;
    page = Math.max(page, statusMB(pid, 'VmRSS'));
  }
  return { page, renderer, total };
}

/** The peak resident set (VmHWM) of the largest renderer and of the GPU process, in MB. */
export function peakResident(rootPid: number): { renderer: number; gpu: number } {
  let renderer = 0;
  let gpu = 0;
  for (const pid of tree(rootPid)) {
    const type = processType(pid);
    if (type === 'renderer') renderer = Math.max(renderer, statusMB(pid, 'VmHWM'));
    else if (type === 'gpu-process') gpu = Math.max(gpu, statusMB(pid, 'VmHWM'));
  }
  return { renderer, gpu };
}

/** CPU time (user + system) used so far by the processes of the tree, in ms. */
export function treeCpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of tree(rootPid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14 and 15 (utime, stime), counted from after the command name.
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  // Linux reports them in clock ticks of 1/100 s.
  return ticks * 10;
}

/** The Chromium we launched: a child of this Node process. */
export function browserPid(): number | null {
  const own = children().get(process.pid) ?? [];
  const found = own.filter((p) => {
    try {
      return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('chrom');
    } catch {
      return false;
    }
  });
  return found.at(-1) ?? null;
}
