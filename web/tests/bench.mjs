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
await browser.close();
