// The page on every core (issue 72, 1): a count the engine splits runs as
// parts, a Web Worker each, and adds up as `nqueens sum` adds them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { open, press, shows, site } from './helpers.mjs';

const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';

/** The page as a browser with `cores` cores shows it. */
async function withCores(address, cores) {
  const served = await site();
  const opened = await open(`${served.url}${address}`, {});
  // The next page of this context reports `cores` (the first read the
  // machine's): a reload sees them.
  await opened.page.addInitScript((cores) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
  }, cores);
  await opened.page.reload();
  await opened.page.waitForFunction(() => document.title.includes('N-Queens Explorer —'), null, { timeout: 60_000 });
  return { ...opened, served };
}

test('the count of 16 splits over four cores and adds up to the native count (issue 72, 1)', async () => {
  const { page, context, errors, served } = await withCores('#n=16', 4);
  // What the command line counts, all and fundamental.
  const [all, fundamental] = [['count', '16'], ['count', '16', '--unique']]
    .map((args) => Number(execFileSync(nqueens, args).toString().trim()).toLocaleString('en-US'));
  let most = 0;
  const started = Date.now();
  for (;;) {
    most = Math.max(most, page.workers().length);
    const done = await page.evaluate((words) => [...document.querySelectorAll('*')]
      .some((e) => e.childElementCount === 0 && (e.textContent ?? '').includes(words)),
    `${all} solutions, ${fundamental}`);
    if (done) break;
    assert.ok(Date.now() - started < 120_000, 'no count of 16 after 2 minutes');
    await page.waitForTimeout(50);
  }
  assert.ok(most >= 4, `${most} workers seen at once, not 4`);
  assert.deepEqual(errors, []);
  await context.close();
  served.close();
});

test('a change of n in the middle of a split count terminates every part (issue 72, 1)', async () => {
  const { page, context, served } = await withCores('#n=18', 3);
  await press(page, 'Count all and fundamental');
  const started = Date.now();
  while (page.workers().length < 3) {
    assert.ok(Date.now() - started < 30_000, `${page.workers().length} workers after 30 s`);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => { location.hash = '#n=8'; });
  await page.waitForFunction(() => document.title.includes('n = 8'), null, { timeout: 20_000 });
  const stopped = Date.now();
  while (page.workers().length > 0) {
    assert.ok(Date.now() - stopped < 5_000, `${page.workers().length} workers still alive`);
    await page.waitForTimeout(100);
  }
  await shows(page, '92 solutions');
  await context.close();
  served.close();
});
