// Runs a bench page in headless Chromium and measures it: wall time in the page, the main thread's
// busy time (CDP Performance.getMetrics TaskDuration) and peak memory sampled from /proc.
import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import type { LogoSettings } from '#shared/placement';
import { launchChromium } from '../lib/harness';

export interface PageRun {
  ms: number;
  produced: number;
  failed: number;
  downloadBytes: number;
  mainBusyMs: number;
  /** The largest renderer process (the page's, with its workers): resident set. */
  peakPageRendererMB: number;
  /** All renderer processes, proportional set size (shared pages counted once). */
  peakRendererMB: number;
  peakTotalMB: number;
}

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

function rssMB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
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

function isRenderer(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
  } catch {
    return false;
  }
}

/** Sums the RSS of the browser's process tree, and of its renderer processes alone. */
function sample(rootPid: number): { page: number; renderer: number; total: number } {
  const tree = children();
  let page = 0;
  let renderer = 0;
  let total = 0;
  const walk = (pid: number) => {
    if (isRenderer(pid)) {
      const pss = pssMB(pid);
      renderer += pss;
      total += pss;
      page = Math.max(page, rssMB(pid));
    } else total += pssMB(pid);
    for (const c of tree.get(pid) ?? []) walk(c);
  };
  walk(rootPid);
  return { page, renderer, total };
}

/** The Chromium we launched: a child of this Node process. */
function browserPid(): number | null {
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

export function launch(): Promise<Browser> {
  return launchChromium();
}

export async function runPage(
  url: string,
  photos: string[],
  logo: string,
  settings: LogoSettings,
  cores?: number,
): Promise<PageRun> {
  // A fresh browser per run, so one run's memory does not count against the next.
  const browser = await launch();
  const pid = browserPid();
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    if (cores)
      await page.addInitScript(
        (n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }),
        cores,
      );
    await page.goto(url);
    await page.evaluate((s) => (window.__bench = { settings: s }), settings);
    await page.locator('#photos').setInputFiles(photos);
    await page.locator('#logo').setInputFiles(logo);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const busy0 = await busy();
    let peakPage = 0;
    let peakRenderer = 0;
    let peakTotal = 0;
    const sampler = setInterval(() => {
      if (!pid) return;
      const s = sample(pid);
      peakPage = Math.max(peakPage, s.page);
      peakRenderer = Math.max(peakRenderer, s.renderer);
      peakTotal = Math.max(peakTotal, s.total);
    }, 100);
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.locator('#start').click();
    await page.waitForFunction(() => window.__benchResult, null, { timeout: 600_000, polling: 100 });
    clearInterval(sampler);
    const mainBusyMs = (await busy()) - busy0;
    const result = (await page.evaluate(() => window.__benchResult))!;
    if ('error' in result) throw new Error(`${url}: ${result.error}`);
    const file = await (await download).path();
    return {
      ...result,
      downloadBytes: fs.statSync(file).size,
      mainBusyMs,
      peakPageRendererMB: peakPage,
      peakRendererMB: peakRenderer,
      peakTotalMB: peakTotal,
    };
  } finally {
    await browser.close();
  }
}
