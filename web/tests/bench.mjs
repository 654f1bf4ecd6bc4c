// The page's figures for docs/BENCHMARKS.md, measured in headless chromium
// on 127.0.0.1 (run by hand: scripts/web.sh, serve target/web, then
// `PAGE_URL=http://127.0.0.1:PORT/ node bench.mjs`): the time from load to
// the first board, the longest frame gap while n = 16 lists, and the
// page's counter against the native binary on one thread (and, with
// BASELINE_URL, another build of the page beside it).

import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';

const url = process.env.PAGE_URL ?? 'http://127.0.0.1:8765/';
const native = process.env.NQUEENS ?? '../../target/release/nqueens';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});

const loads = [];
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const started = Date.now();
  await page.goto(url + '#n=8&k=1');
  await page.waitForFunction(() => document.title.includes('solution 1 of 92'), null, { timeout: 60_000 });
  loads.push(Date.now() - started);
  await page.close();
}
loads.sort((a, b) => a - b);
console.log(`load to first board: median ${loads[2]} ms (min ${loads[0]}, max ${loads[4]})`);

const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(() => {
  window.__gaps = [];
  let last = performance.now();
  const tick = (t) => { window.__gaps.push(t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
await page.goto(url + '#n=16');
await page.waitForFunction(() => document.title.includes('n = 16'), null, { timeout: 60_000 });
await page.evaluate(() => { window.__gaps = []; });
await page.waitForTimeout(10_000);
const gaps = (await page.evaluate(() => window.__gaps)).sort((a, b) => a - b);
console.log(`n = 16 listing, 10 s: ${gaps.length} frames, median gap ${gaps[gaps.length >> 1].toFixed(0)} ms, longest ${gaps[gaps.length - 1].toFixed(0)} ms`);

// The page's counter, and (BASELINE_URL, optional) another build of it
// beside: the same module without wasm SIMD, say, for the gain it makes.
const baseline = process.env.BASELINE_URL;
const other = baseline ? await browser.newPage() : null;
if (other) {
  await other.goto(baseline + '#n=8&k=1');
  await other.waitForFunction(() => document.title.includes('solution 1 of 92'), null, { timeout: 60_000 });
}
const countIn = (p, n) => p.evaluate(async (n) => {
  const { count_all } = await import('./nqueens.js');
  const times = [];
  let total;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    total = count_all(n);
    times.push(performance.now() - started);
  }
  return { total, best: Math.min(...times) };
}, n);

for (const n of [14, 16]) {
  const inPage = await countIn(page, n);
  const times = [];
  for (let i = 0; i < 3; i++) {
    const started = process.hrtime.bigint();
    execFileSync(native, ['count', String(n), '--threads', '1']);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const best = Math.min(...times);
  console.log(`count ${n} = ${inPage.total}: page ${inPage.best.toFixed(0)} ms, native one thread ${best.toFixed(0)} ms, ratio ${(inPage.best / best).toFixed(2)}`);
  if (other) {
    const before = await countIn(other, n);
    console.log(`  baseline page (${baseline}) ${before.best.toFixed(0)} ms = ${before.total}: ratio to native ${(before.best / best).toFixed(2)}`);
  }
}

// Nothing else runs from here on: the page above lists n = 16 still.
await page.close();
await other?.close();

// The app's own count through its Count button, split over K Web Workers
// (K from navigator.hardwareConcurrency, overridden here), against the
// native binary on as many threads; and what the workers cost in memory:
// the browser's processes' resident memory at its most during the count,
// less before it.
const rss = () => Number(execFileSync('sh', ['-c',
  'ps -C chromium -o rss= | awk \'{s+=$1} END {print s}\'']).toString().trim()) * 1024;
const N = Number(process.env.SPLIT_N ?? 17);
const want = execFileSync(native, ['count', String(N)]).toString().trim();
const shown = Number(want).toLocaleString('en-US');
for (const workers of [1, 2, 4]) {
  const counted = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await counted.addInitScript((k) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => k });
  }, workers);
  const before = rss();
  let most = before;
  await counted.goto(url + `#n=${N}`);
  await counted.waitForFunction((n) => document.title.includes(`n = ${n}`), N, { timeout: 60_000 });
  // A count forecast to be short starts by itself; a longer one waits for
  // its button.
  await counted.waitForTimeout(1000);
  await counted.evaluate(() => [...document.querySelectorAll('*')]
    .find((e) => e.getAttribute('aria-label') === 'Count all and fundamental')?.click());
  while (!(await counted.evaluate((words) => [...document.querySelectorAll('*')]
    .some((e) => e.childElementCount === 0 && (e.textContent ?? '').includes(words)), `${shown} solutions,`))) {
    most = Math.max(most, rss());
    await counted.waitForTimeout(100);
  }
  // The app's own time of the count, as its panel says it.
  const took = await counted.evaluate(() => [...document.querySelectorAll('*')]
    .map((e) => e.textContent ?? '').find((t) => /counted in [0-9.]+ s/.test(t)));
  const page = 1000 * Number(took.match(/counted in ([0-9.]+) s/)[1]);
  await counted.close();
  const threads = [];
  for (let i = 0; i < 3; i++) {
    const t = process.hrtime.bigint();
    execFileSync(native, ['count', String(N), '--threads', String(Math.min(workers, 2))]);
    threads.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const best = Math.min(...threads);
  console.log(`count ${N} on the page, ${workers} worker(s): ${page} ms; native ${Math.min(workers, 2)} thread(s) best of 3 ${best.toFixed(0)} ms; ratio ${(page / best).toFixed(2)}; memory +${((most - before) / 1048576).toFixed(0)} MB at most`);
}

// The same split without the app around it: K Web Workers of worker.js
// given the parts as the app gives them, timed from their start (each
// compiles the wasm) to the last part's answer, with nothing else on the
// page (the app lists n = 17 on the page's thread beside its count).
const bare = await browser.newPage();
await bare.goto(url + '#n=8&k=1');
await bare.waitForFunction(() => document.title.includes('solution 1 of 92'), null, { timeout: 60_000 });
for (const workers of [1, 2]) {
  const ms = await bare.evaluate(async ({ n, k }) => {
    const rules = '(piece: Queen, torus: false, columns: None)';
    const started = performance.now();
    await Promise.all(Array.from({ length: k }, (_, i) => new Promise((done, fail) => {
      const w = new Worker('./worker.js', { type: 'module' });
      w.onmessage = (e) => {
        if (e.data.startsWith('Done')) { w.terminate(); done(); }
        if (e.data.startsWith('Failed')) { w.terminate(); fail(new Error(e.data)); }
      };
      w.postMessage(`CountPart((n: ${n}, rules: ${rules}, index: ${i}, parts: ${k}))`);
    })));
    return performance.now() - started;
  }, { n: N, k: workers });
  const threads = [];
  for (let i = 0; i < 3; i++) {
    const t = process.hrtime.bigint();
    execFileSync(native, ['count', String(N), '--threads', String(workers)]);
    threads.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const best = Math.min(...threads);
  console.log(`count ${N} in ${workers} bare worker(s): ${ms.toFixed(0)} ms; native ${workers} thread(s) best of 3 ${best.toFixed(0)} ms; ratio ${(ms / best).toFixed(2)}`);
}

// The same split with each worker started first (its wasm instantiated
// on a part of n = 8), so that only the count is timed: the page's
// kernels against the native binary's, best of 3, taken in turn. With
// NQUEENS_LANES set (a build of the native binary that reads the
// variable LANES, see docs/BENCHMARKS.md), the native binary runs each
// of the lanes it names, comma-separated, as well.
const lanes = (process.env.NQUEENS_LANES ?? '').split(',').filter(Boolean);
const warm = (k) => bare.evaluate(async ({ n, k }) => {
  const rules = '(piece: Queen, torus: false, columns: None)';
  const ask = (w, request) => new Promise((done, fail) => {
    w.onmessage = (e) => {
      if (e.data.startsWith('Done')) done();
      if (e.data.startsWith('Failed')) fail(new Error(e.data));
    };
    w.postMessage(request);
  });
  const ws = Array.from({ length: k }, () => new Worker('./worker.js', { type: 'module' }));
  await Promise.all(ws.map((w) => ask(w, `CountPart((n: 8, rules: ${rules}, index: 0, parts: 1))`)));
  const started = performance.now();
  await Promise.all(ws.map((w, i) => ask(w, `CountPart((n: ${n}, rules: ${rules}, index: ${i}, parts: ${k}))`)));
  const ms = performance.now() - started;
  ws.forEach((w) => w.terminate());
  return ms;
}, { n: N, k });
const nativeRun = (threads, lane) => {
  const t = process.hrtime.bigint();
  const env = lane ? { ...process.env, LANES: lane } : process.env;
  execFileSync(native, ['count', String(N), '--threads', String(threads)], { env });
  return Number(process.hrtime.bigint() - t) / 1e6;
};
for (const workers of [1, 2]) {
  const runs = { page: [], native: [] };
  for (const lane of lanes) runs[lane] = [];
  for (let i = 0; i < 3; i++) {
    runs.page.push(await warm(workers));
    runs.native.push(nativeRun(workers));
    for (const lane of lanes) runs[lane].push(nativeRun(workers, lane));
  }
  const best = (key) => Math.min(...runs[key]);
  const others = lanes.map((l) => `, ${l} ${best(l).toFixed(0)} ms (ratio ${(best('page') / best(l)).toFixed(2)})`).join('');
  console.log(`count ${N} in ${workers} worker(s) started first: ${best('page').toFixed(0)} ms; native ${workers} thread(s) ${best('native').toFixed(0)} ms (ratio ${(best('page') / best('native')).toFixed(2)})${others}`);
}
await browser.close();
