// Runs a bench page in headless Chromium and measures it: wall time in the page, the main thread's
// busy time (CDP Performance.getMetrics TaskDuration), peak memory from /proc and, when asked, a
// Chromium performance trace of the run.
import fs from 'node:fs';
import type { Browser, CDPSession } from '@playwright/test';
import type { ExportSettings } from '#shared/export-settings';
import type { LogoSettings } from '#shared/placement';
import { launchChromium } from '../lib/harness';
import { browserPid, peakResident, processTree, sampleMemory, treeCpuMs } from './proc-stats';

export interface PageRun {
  ms: number;
  produced: number;
  failed: number;
  downloadBytes: number;
  mainBusyMs: number;
  /** The largest renderer process (the page's, with its workers): resident set, sampled. */
  peakPageRendererMB: number;
  /** All renderer processes, proportional set size (shared pages counted once), sampled. */
  peakRendererMB: number;
  peakTotalMB: number;
  /** The kernel's high-water mark (VmHWM) of the largest renderer and of the GPU process. */
  hwmRendererMB: number;
  hwmGpuMB: number;
  /** CPU time the browser's processes used during the run. */
  cpuMs: number;
  /** Trace events, when trace categories were given. */
  trace?: TraceEvent[];
}

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

export interface RunOptions {
  /** navigator.hardwareConcurrency as the page sees it. */
  cores?: number;
  /** Trace categories: a Chromium performance trace of the run is returned in `trace`. */
  traceCategories?: string[];
  /** Output settings for the page's export (the defaults otherwise). */
  output?: Partial<ExportSettings>;
  /** Copy the download here (it is gone with the browser). */
  keepDownload?: string;
}

export function launch(): Promise<Browser> {
  return launchChromium();
}

async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((r) => cdp.once('Tracing.tracingComplete', (e) => r(e.stream ?? '')));
  await cdp.send('Tracing.end');
  const handle = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle, size: 1 << 22 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

export async function runPage(
  url: string,
  photos: string[],
  logo: string,
  settings: LogoSettings,
  { cores, traceCategories, output, keepDownload }: RunOptions = {},
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
    await page.evaluate(([s, o]) => (window.__bench = { settings: s, output: o }), [
      settings,
      output,
    ] as const);
    await page.locator('#photos').setInputFiles(photos);
    await page.locator('#logo').setInputFiles(logo);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (traceCategories)
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: { includedCategories: traceCategories, recordMode: 'recordAsMuchAsPossible' },
      });
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const busy0 = await busy();
    const cpu0 = pid ? treeCpuMs(pid) : 0;
    const peak = { page: 0, renderer: 0, total: 0 };
    // The page's RSS every 100 ms; the process tree and PSS, which cost far more to read, every 2 s.
    let tick = 0;
    let procs = pid ? processTree(pid) : [];
    const sampler = setInterval(() => {
      if (!pid) return;
      const full = tick++ % 20 === 0;
      if (full) procs = processTree(pid);
      const s = sampleMemory(procs, full);
      peak.page = Math.max(peak.page, s.page);
      peak.renderer = Math.max(peak.renderer, s.renderer);
      peak.total = Math.max(peak.total, s.total);
    }, 100);
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.locator('#start').click();
    await page.waitForFunction(() => window.__benchResult, null, { timeout: 600_000, polling: 100 });
    clearInterval(sampler);
    const cpuMs = pid ? treeCpuMs(pid) - cpu0 : 0;
    const hwm = pid ? peakResident(pid) : { renderer: 0, gpu: 0 };
    const mainBusyMs = (await busy()) - busy0;
    const trace = traceCategories ? await endTrace(cdp) : undefined;
    const result = (await page.evaluate(() => window.__benchResult))!;
    if ('error' in result) throw new Error(`${url}: ${result.error}`);
    const file = await (await download).path();
    if (keepDownload) fs.copyFileSync(file, keepDownload);
    return {
      ...result,
      downloadBytes: fs.statSync(file).size,
      mainBusyMs,
      peakPageRendererMB: peak.page,
      peakRendererMB: peak.renderer,
      peakTotalMB: peak.total,
      hwmRendererMB: hwm.renderer,
      hwmGpuMB: hwm.gpu,
      cpuMs,
      trace,
    };
  } finally {
    await browser.close();
  }
}
