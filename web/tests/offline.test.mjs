// The page offline and installed (issue 72, 2): its service worker, its
// manifest, a worker that cannot start. Each test serves its own copy of
// target/web from a server of its own, so that a test can take the
// network away or put a new build in place under the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATUS_LINE, args, atEnd, cached, open, press, redPixels, shows, site } from './helpers.mjs';

test('offline, the page opens, counts in its worker and plays today\'s puzzle (issue 72, 2)', async () => {
  const served = await site();
  const { context, page, errors } = await open(`${served.url}#n=12&piece=superqueen`);
  await cached(page);
  await context.setOffline(true);
  // No network: a reload still opens the page, and its Web Worker counts
  // the 156 superqueens of 12 from the cached wasm.
  await page.reload();
  await page.waitForFunction(() => document.title.includes('Superqueens, n = 12'), null, { timeout: 60_000 });
  await shows(page, '156 solutions,');
  // Today's puzzle is made from the date alone and played.
  await page.evaluate(() => { location.hash = '#view=regions'; });
  await page.waitForFunction(() => document.title.includes('Regions puzzle'), null, { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length >= 25, null, { timeout: 20_000 });
  await page.mouse.click(640, 790); // the status line: focus, no action
  await page.keyboard.press('Space');
  await page.waitForFunction(() => [...document.querySelectorAll('[role=gridcell]')]
    .some((e) => (e.getAttribute('aria-label') ?? '').includes('queen')), null, { timeout: 20_000 });
  assert.deepEqual(errors, []);
  await context.close();
  served.close();
});

test('a new build is picked up in one reload, and its old cache goes (issue 72, 2)', async () => {
  const served = await site();
  const { context, page } = await open(`${served.url}#n=8`);
  await cached(page);
  const before = await page.evaluate(() => caches.keys());
  assert.equal(before.length, 1, before.join(', '));
  // A new build put in place: another page and, as scripts/web.sh writes
  // it, another service worker naming another build.
  const index = join(served.folder, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', '<meta name="build" content="second">\n<title>'));
  const sw = join(served.folder, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const BUILD = '[^']*'/, 'const BUILD = \'second\''));
  await page.reload();
  await page.waitForFunction(() => document.title.includes('n = 8'), null, { timeout: 60_000 });
  assert.ok(await page.evaluate(() => document.querySelector('meta[name=build]') !== null),
    'the reload showed the old build');
  // The new worker takes over and deletes the old build's cache.
  await page.waitForFunction(async () => {
    const names = await caches.keys();
    return names.length === 1 && names[0] === 'nqueens-second';
  }, null, { timeout: 30_000, polling: 250 });
  await context.close();
  served.close();
});

test('Chromium finds the page installable: manifest, icons, service worker (issue 72, 2)', async () => {
  const served = await site();
  // A profile of its own: a test's usual context is incognito, where
  // nothing installs.
  const profile = mkdtempSync(join(tmpdir(), 'nqueens-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args, locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  atEnd(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  const page = context.pages()[0] ?? await context.newPage();
  await page.goto(`${served.url}#n=8`);
  await page.waitForFunction(() => document.title.includes('N-Queens Explorer —'), null, { timeout: 60_000 });
  await cached(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const read = JSON.parse(manifest.data);
  assert.equal(read.display, 'standalone');
  assert.ok(read.icons.some((icon) => icon.purpose === 'maskable'), 'a maskable icon');
  // Every icon it names is served, a PNG of the size it says.
  for (const icon of read.icons) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.width}x${image.height}`;
    }, icon.src);
    assert.equal(size, icon.sizes, icon.src);
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  served.close();
});

test('a worker that cannot start says so, and the count is tried again (issue 72, 2)', async () => {
  // The page's own files are not kept (the wasm once came from the HTTP
  // cache to the worker after it was taken away, and the count went on).
  const served = await site({ noStore: true });
  // No service worker here: a new worker's files come from the server,
  // where the test takes one away. The worker is handed the page's
  // compiled module, and loads the wasm's JavaScript side itself: that
  // is what goes. (At n = 11 the listing ends at once and the count
  // waits for its button.)
  const { context, page, errors } = await open(`${served.url}#n=11&piece=superqueen`, { serviceWorkers: 'block' });
  await shows(page, 'Count all and fundamental');
  const script = join(served.folder, 'nqueens.js');
  const kept = readFileSync(script);
  rmSync(script);
  await press(page, 'Count all and fundamental');
  await shows(page, 'Count failed: the page\'s worker could not start');
  // The status line says it too, in red.
  assert.ok(await redPixels(page, STATUS_LINE) > 200, 'no red words in the status line');
  // The script is back: the count panel's button counts again.
  writeFileSync(script, kept);
  await press(page, 'Count all and fundamental');
  await shows(page, '44 solutions,');
  assert.deepEqual(errors, []);
  await context.close();
  served.close();
});

test('a worker starts from the page\'s compiled module, not a second download of the wasm', async () => {
  const served = await site({ noStore: true });
  const { context, page, errors } = await open(`${served.url}#n=11&piece=superqueen`, { serviceWorkers: 'block' });
  await shows(page, 'Count all and fundamental');
  // Fetching and compiling the 10 MB .wasm in each worker took about
  // 550 ms a count: with the file gone from the server the count runs.
  rmSync(join(served.folder, 'nqueens_bg.wasm'));
  await press(page, 'Count all and fundamental');
  await shows(page, '44 solutions,');
  assert.deepEqual(errors, []);
  await context.close();
  served.close();
});
