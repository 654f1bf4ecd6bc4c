// The page in a real browser: Debian's chromium, driven by playwright-core,
// against target/web served on 127.0.0.1 (scripts/web-test.sh serves it and
// sets PAGE_URL). What a person sees is checked in the pixels of a
// screenshot and in the page's title and address, not only in the DOM.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const url = process.env.PAGE_URL ?? 'http://127.0.0.1:8765/';
const args = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

let browser;
before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args,
  });
});
after(async () => {
  await browser?.close();
});

/** A fresh page (its own storage) at `hash`, once the app has a title. */
async function open(hash, { locale = 'en-US', viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ locale, viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The longest wait between two animation frames, from here on.
  await page.addInitScript(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (t) => { window.__gaps.push(t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  await page.goto(url + hash);
  await page.waitForFunction(() => document.title.includes(' n = '), null, { timeout: 60_000 });
  return { page, context, errors, loaded: Date.now() - started };
}

/** The title once it satisfies `check`, within 20 s. */
async function titleWhen(page, check) {
  await page.waitForFunction(check, null, { timeout: 20_000 });
  return page.title();
}

/** Counts a screenshot's pixels (of the page, or of `clip`) by colour: near
 * the board's two square colours, and a deep red (the heatmap's hottest,
 * an error's words). The page's own canvas decodes the PNG; node has no
 * image decoder. */
async function pixels(page, clip = undefined) {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + data;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, image.width, image.height);
    const near = (i, [r, g, b]) => Math.abs(px[i] - r) + Math.abs(px[i + 1] - g) + Math.abs(px[i + 2] - b) < 24;
    let light = 0, dark = 0, red = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (near(i, [240, 217, 181])) light++;
      else if (near(i, [181, 136, 99])) dark++;
      else if (px[i] > 170 && px[i + 1] < 60 && px[i + 2] < 80) red++;
    }
    return { light, dark, red, total: px.length / 4 };
  }, png);
}

/** The board's light and dark squares in a screenshot. */
const boardPixels = (page) => pixels(page);

/** The deep red pixels of a screenshot, or of a part of it. */
const redPixels = async (page, clip = undefined) => (await pixels(page, clip)).red;

test('the page loads and draws a board; Right moves to the next solution', async () => {
  const { page, context, errors, loaded } = await open('#n=8&k=5');
  console.log(`first board after ${loaded} ms`);
  assert.equal(await page.title(), 'N-Queens Explorer — n = 8, solution 5 of 92');
  const { light, dark, total } = await boardPixels(page);
  // An 8×8 board of 75-pixel squares: tens of thousands of each colour.
  assert.ok(light > 50_000 && dark > 50_000, `light ${light}, dark ${dark} of ${total}`);
  const entries = await page.evaluate(() => history.length);
  await page.mouse.click(640, 790); // the status line: focus, no action
  await page.keyboard.press('ArrowRight');
  assert.equal(await titleWhen(page, () => document.title.endsWith('solution 6 of 92')),
    'N-Queens Explorer — n = 8, solution 6 of 92');
  assert.equal(await page.evaluate(() => location.hash), '#n=8&k=6&view=browse');
  // The address was replaced, not pushed: moving adds no entry to Back.
  assert.equal(await page.evaluate(() => history.length), entries);
  assert.deepEqual(errors, []);
  await context.close();
});

test('links open solution 92 of eight and the fourth search at step 12', async () => {
  const { page, context } = await open('#n=8&k=92');
  assert.equal(await page.title(), 'N-Queens Explorer — n = 8, solution 92 of 92');
  await page.evaluate(() => { location.hash = '#n=4&view=watch&step=12'; });
  await titleWhen(page, () => document.title.includes('n = 4'));
  await page.waitForFunction(() => location.hash === '#n=4&view=watch&step=12');
  // Step 12 of the lecture's run: the board shows its queens (a 4×4 board
  // of 150-pixel squares).
  const { light, dark } = await boardPixels(page);
  assert.ok(light > 50_000 && dark > 50_000, `light ${light}, dark ${dark}`);
  await page.mouse.click(640, 790);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => location.hash === '#n=4&view=watch&step=13');
  await context.close();
});

test('a link carries the rules: solution 3 of ten superqueens, then the queens again', async () => {
  const { page, context } = await open('#n=10&piece=superqueen&k=3');
  assert.match(await page.title(), /^N-Queens Explorer — Superqueens, n = 10/);
  await page.waitForFunction(() => location.hash === '#n=10&piece=superqueen&k=3&view=browse',
    null, { timeout: 30_000 });
  await page.evaluate(() => { location.hash = '#n=5&torus=1&view=watch'; });
  await titleWhen(page, () => document.title.includes('Queens on a torus, n = 5'));
  // A link that names no rule speaks of the classic queens.
  await page.evaluate(() => { location.hash = '#n=8&k=2'; });
  await titleWhen(page, () => document.title === 'N-Queens Explorer — n = 8, solution 2 of 92');
  await context.close();
});

/** The status line, where the app says what went wrong, in red, and the
 * band just over it where a message too long for the line is shown. */
const STATUS_LINE = { x: 0, y: 735, width: 1000, height: 63 };

test('a bad address opens the nearest state and says why', async () => {
  const good = await open('#n=8&view=heatmap');
  await good.page.waitForTimeout(500);
  assert.equal(await redPixels(good.page, STATUS_LINE), 0, 'a good address says nothing');
  await good.context.close();
  const { page, context } = await open('#n=-1&view=heatmap&k=abc');
  await page.waitForFunction(() => location.hash.startsWith('#n=8&view=heatmap'));
  assert.match(await page.title(), /n = 8, heatmap/);
  // The words (on the canvas) are red: "This address was opened as near as
  // it could be: “n=-1” is not a board size …".
  const said = await redPixels(page, STATUS_LINE);
  assert.ok(said > 200, `${said} red pixels in the status line`);
  // A megabyte of fragment: read at once, cut.
  const long = await open('#n=6&' + 'x'.repeat(1 << 20));
  assert.match(await long.page.title(), /n = 6/);
  await long.context.close();
  await context.close();
});

test('a bad puzzle link opens today\'s puzzle and says why (issue 72, 4)', async () => {
  for (const link of ['#starbattle=6/7/1/4ilbhgdnmhou', '#starbattle=6/6/2/4ilbhgdnmhou', '#starbattle=zz', '#daily=2026-13-45']) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url + link);
    await page.waitForFunction(() => document.title.includes('Regions puzzle'), null, { timeout: 60_000 });
    // Today's puzzle, its date in the address, no queens' n there.
    await page.waitForFunction(() => location.hash.includes('daily='), null, { timeout: 20_000 });
    const hash = await page.evaluate(() => location.hash);
    assert.ok(!hash.includes('n='), `${link}: ${hash}`);
    const said = await redPixels(page, STATUS_LINE);
    assert.ok(said > 200, `${link}: ${said} red pixels in the status line`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Save as text downloads the board, byte for byte', async () => {
  const { page, context } = await open('#n=4&k=1');
  const download = await downloadBoardAs(page, 126); // Text
  assert.equal(download.suggestedFilename(), 'queens-4-no-1.txt');
  assert.equal((await bytesOf(download)).toString('utf8'), '.Q..\n...Q\nQ...\n..Q.\n');
  await context.close();
});

/** Where the menus start: after the page's first control, Speech. */
const MENU_X = 68;

/**
 * File ▸ Download board as ▸ the entry at height `y`, and its download.
 * egui draws its menus on the canvas, with no DOM to find them by: the
 * submenu's entries are where the layout puts them (the browser's note,
 * then PNG at 80, SVG, Text at 126, RON, TikZ).
 */
async function downloadBoardAs(page, y) {
  return throughMenu(page, 'download', async () => {
    await page.mouse.click(MENU_X + 20, 12); // File
    await page.waitForTimeout(500);
    await page.mouse.move(MENU_X + 70, 62); // Download board as ▸
    await page.waitForTimeout(700);
    await page.mouse.move(MENU_X + 250, 62);
    await page.mouse.click(MENU_X + 253, y);
  });
}

/** The bytes of a download. */
async function bytesOf(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

test('a PNG downloaded from the page is the command line\'s export, byte for byte', async () => {
  const { page, context } = await open('#n=8&k=5');
  const download = await downloadBoardAs(page, 80); // PNG image
  assert.equal(download.suggestedFilename(), 'queens-8-no-5.png');
  const native = join(mkdtempSync(join(tmpdir(), 'nqueens-')), 'native.png');
  execFileSync(process.env.NQUEENS ?? '../../target/release/nqueens', ['export', '8', '--index', '5', '-o', native]);
  assert.ok((await bytesOf(download)).equals(readFileSync(native)), 'the same bytes as nqueens export');
  await context.close();
});

test('a chart downloads as PNG (a screenshot of the page) and as CSV', async () => {
  const { page, context } = await open('#n=10&view=stats');
  await page.waitForTimeout(1000);
  // "Save chart 1 as PNG…" and "… as CSV…" under the first chart.
  const png = await bytesOf(await throughMenu(page, 'download', () => page.mouse.click(348, 361)));
  assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG');
  assert.ok(png.length > 2_000, `${png.length} bytes`);
  const csv = (await bytesOf(await throughMenu(page, 'download', () => page.mouse.click(496, 361)))).toString();
  // The solutions of 10 by the first row's column: 724 in all.
  const rows = csv.trim().split('\n');
  assert.equal(rows[0], 'column,solutions');
  assert.equal(rows.slice(1).reduce((sum, row) => sum + Number(row.split(',')[1]), 0), 724);
  await context.close();
});

test('a board opens from the browser\'s picker and from a drop', async () => {
  const { page, context, errors } = await open('#n=8&k=1');
  const chooser = await throughMenu(page, 'filechooser', async () => {
    await page.mouse.click(MENU_X + 20, 12); // File
    await page.waitForTimeout(500);
    await page.mouse.click(MENU_X + 57, 39); // Open board…
  });
  await chooser.setFiles({ name: 'four.txt', mimeType: 'text/plain', buffer: Buffer.from('..Q.\nQ...\n...Q\n.Q..\n') });
  assert.match(await titleWhen(page, () => document.title.includes('n = 4')), /n = 4, solution 2 of 2/);
  // Dropped on the page: a file of six, as a desktop drop would open it.
  await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['.Q....\n...Q..\n.....Q\nQ.....\n..Q...\n....Q.\n'], 'six.txt', { type: 'text/plain' }));
    const canvas = document.getElementById('the_canvas_id');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      canvas.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }
  });
  assert.match(await titleWhen(page, () => document.title.includes('n = 6')), /n = 6, solution 1 of 4/);
  assert.equal(await redPixels(page, STATUS_LINE), 0);
  // A file that is not text: said in red, the board stays.
  await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array([0x51, 0x2e, 0xff, 0xfe])], 'photo.jpg'));
    const canvas = document.getElementById('the_canvas_id');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      canvas.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }
  });
  await page.waitForTimeout(1000);
  assert.ok(await redPixels(page, STATUS_LINE) > 200, 'the status line says the file is not text');
  assert.match(await page.title(), /n = 6, solution 1 of 4/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a learner\'s trace dropped on Check a solver is replayed and stepped (issue 73)', async () => {
  const { page, context, errors } = await open('#view=check');
  // What a program that places, then tests, prints for n = 4.
  const lines = ['n = 4'];
  const queens = [];
  const go = () => {
    const row = queens.length;
    if (row === 4) { lines.push('solution'); return; }
    for (let col = 0; col < 4; col++) {
      lines.push(`place ${row} ${col}`);
      const safe = queens.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
      queens.push(col);
      if (safe) go();
      queens.pop();
      lines.push(`remove ${row} ${col}`);
    }
  };
  go();
  const text = lines.join('\n') + '\n';
  const shown = (t) => page.waitForFunction((want) => [...document.querySelectorAll('*')]
    .some((e) => (e.childElementCount === 0 && (e.textContent ?? '').includes(want)) || (e.getAttribute('aria-label') ?? '').includes(want)),
  t, { timeout: 30_000 }).catch(async (e) => {
    const all = await page.evaluate(() => [...document.querySelectorAll('*')]
      .map((n) => `${n.getAttribute('aria-label') ?? ''}|${n.childElementCount === 0 ? n.textContent : ''}`).filter((x) => x !== '|' && !/(place|remove) \d/.test(x)).join('\n'));
    throw new Error(`${t} not shown; the page says:\n${all.slice(-2500)}\n${e}`);
  });
  await shown('Example trace');
  await page.evaluate((body) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([body], 'trace.txt', { type: 'text/plain' }));
    const canvas = document.getElementById('the_canvas_id');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      canvas.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }
  }, text);
  // n = 4: the textbook places 16 queens; placing before testing, 4 for
  // each of its 15 nodes above the last row (17 less 2 solutions): 60.
  const verdict = "Not the textbook's search: you place, then test: 60 placements where the textbook makes 16.";
  await shown('A trace: 122 events on 123 lines, n = 4.');
  // A wrapped label is a leaf a line: the panel's words, joined.
  const words = await page.evaluate(() => [...document.querySelectorAll('*')]
    .filter((e) => e.childElementCount === 0).map((e) => e.textContent ?? '').join(''));
  assert.ok(words.includes(verdict), words.slice(-1500));
  await shown('Event 2 (line 3): `place 1 0` (a3)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a stored state that does not read starts fresh, not a blank page', async () => {
  const { page, context, errors } = await open('');
  await page.evaluate(() => localStorage.setItem('app', '(n: banana, language: Some(Klingon'));
  await page.reload();
  await page.waitForFunction(() => document.title.includes(' n = '), null, { timeout: 60_000 });
  assert.equal(await page.title(), 'N-Queens Explorer — n = 8, solution 1 of 92');
  const { light, dark } = await boardPixels(page);
  assert.ok(light > 50_000 && dark > 50_000, `light ${light}, dark ${dark}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Russian comes from the browser language', async () => {
  const { page, context } = await open('#n=8&k=1', { locale: 'ru-RU' });
  assert.match(await page.title(), /n = 8, решение 1 из 92/);
  await context.close();
});

test('the heatmap of 16 is surveyed in a Web Worker while the page draws', async () => {
  const { page, context } = await open('#n=16&view=heatmap');
  await page.evaluate(() => { window.__gaps = []; });
  const started = Date.now();
  let red = 0;
  while ((red = await redPixels(page)) < 20_000) {
    assert.ok(Date.now() - started < 90_000, `no heatmap after 90 s (${red} red pixels)`);
    await page.waitForTimeout(1000);
  }
  const gaps = await page.evaluate(() => window.__gaps);
  const longest = Math.max(...gaps);
  console.log(`heatmap of 16 after ${Date.now() - started} ms; ${gaps.length} frames meanwhile, longest gap ${longest.toFixed(0)} ms`);
  // On the page's thread the survey held the page for about 9 s.
  assert.ok(longest < 2000, `longest gap ${longest} ms`);
  await context.close();
});

test('a change of n in the middle of a survey terminates its worker', async () => {
  const { page, context } = await open('#n=16&view=heatmap');
  await page.waitForTimeout(2000);
  assert.ok(page.workers().length >= 1, 'the survey of 16 runs in a worker');
  await page.evaluate(() => { location.hash = '#n=8&view=heatmap'; });
  await titleWhen(page, () => document.title.includes('n = 8, heatmap'));
  // The survey of 16 would run for many seconds more; the workers of 8
  // end at once and are terminated when they do.
  const started = Date.now();
  while (page.workers().length > 0) {
    assert.ok(Date.now() - started < 5_000, `${page.workers().length} workers still alive`);
    await page.waitForTimeout(100);
  }
  await context.close();
});

test('frames keep coming while 17 superqueens are counted, in a Web Worker', async () => {
  const { page, context } = await open('#n=17&piece=superqueen');
  await page.evaluate(() => { window.__gaps = []; });
  const started = Date.now();
  let workers = 0;
  while (!(await page.title()).includes('of 1,330,622')) {
    workers = Math.max(workers, page.workers().length);
    assert.ok(Date.now() - started < 90_000, `no count after 90 s: ${await page.title()}`);
    await page.waitForTimeout(100);
  }
  const gaps = await page.evaluate(() => window.__gaps);
  const longest = Math.max(...gaps);
  console.log(`17 superqueens counted after ${Date.now() - started} ms; ${gaps.length} frames, longest gap ${longest.toFixed(0)} ms, ${workers} workers seen`);
  assert.ok(workers >= 1, 'the count ran in a Web Worker');
  // The count of 17 is about ten seconds of wasm here: on the page's own
  // thread it would hold the page for all of it. In a worker the longest
  // gap was 150 ms quiet and 700 ms on a loaded machine, so the bar
  // stands well between the two.
  assert.ok(longest < 2500, `longest gap ${longest} ms`);
  await context.close();
});

test('frames keep coming while n = 16 lists', async () => {
  const { page, context } = await open('#n=16');
  await page.evaluate(() => { window.__gaps = []; });
  await page.waitForTimeout(4000);
  const gaps = await page.evaluate(() => window.__gaps);
  const longest = Math.max(...gaps);
  console.log(`n = 16 listing: ${gaps.length} frames in 4 s, longest gap ${longest.toFixed(0)} ms`);
  // Loose: software rendering here draws a full frame in about 150 ms; a
  // search on the page's thread would stop the frames for seconds.
  assert.ok(gaps.length >= 5, `${gaps.length} frames`);
  assert.ok(longest < 2000, `longest gap ${longest} ms`);
  // Issue 61, 7: the listing's own work between two frames stays within a
  // frame's 16.7 ms, whatever the renderer costs (on timers its turns came
  // back to back while a slow frame was drawn: gaps of 0.7 to 1 s).
  const { turn, turns, listed } = await page.evaluate(async () => {
    const m = await import('./nqueens.js');
    return { turn: m.longest_slice_turn_ms(), turns: m.most_slice_turns_in_a_frame(), listed: document.title };
  });
  console.log(`n = 16 listing: longest turn of slices ${turn.toFixed(1)} ms, at most ${turns} a frame (${listed})`);
  assert.ok(turn > 0, 'the listing ran in slices');
  // One turn a frame, of a budget of 12 ms: the wall clock of a shared
  // machine stretches a slice now and then, so the bound on time is loose
  // (on timers the work between two frames reached hundreds of ms).
  assert.equal(turns, 1);
  assert.ok(turn < 60, `a turn of ${turn} ms`);
  await context.close();
});

/** Clicks through a menu until the browser fires `event` (a download, a
 * file chooser): a busy machine may draw the menu a frame late, so the
 * walk is tried again, three times at most. */
async function throughMenu(page, event, walk) {
  for (let attempt = 1; ; attempt++) {
    const fired = page.waitForEvent(event, { timeout: 5_000 });
    await walk();
    try {
      return await fired;
    } catch (e) {
      if (attempt === 3) throw e;
      await page.keyboard.press('Escape');
      await page.mouse.click(640, 790);
      await page.waitForTimeout(500);
    }
  }
}

test('a day\'s puzzle opens from its link on the page, the same as the command line\'s', async () => {
  const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';
  // 2026-12-07 is a Monday: 7×7. The page makes it from the date alone.
  const puzzle = execFileSync(nqueens, ['regions', 'daily', '2026-12-07'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}#daily=2026-12-07`);
  await page.waitForFunction(() => document.title.includes('Regions puzzle 7×7'), null, { timeout: 60_000 });
  // The board's cells, as a screen reader reads them, are the same map.
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 49, null, { timeout: 20_000 });
  const labels = await page.evaluate(() => [...document.querySelectorAll('[role=gridcell]')]
    .map((e) => e.getAttribute('aria-label') ?? ''));
  const rows = Array.from({ length: 7 }, () => Array(7).fill('?'));
  for (const label of labels) {
    const [, file, rank, region] = label.match(/^([a-g])([1-7]), region ([A-G])/);
    rows[7 - Number(rank)][file.charCodeAt(0) - 97] = region;
  }
  assert.deepEqual(rows.map((r) => r.join('')), puzzle.trim().split('\n'));
  // Once a queen goes on, the address still says the day (issue 71).
  await page.mouse.click(640, 790); // the status line: focus, no action
  await page.keyboard.press('Space');
  await page.waitForFunction(queenOn, [0, 0, 7], { timeout: 20_000 });
  await page.waitForTimeout(400);
  assert.ok((await page.evaluate(() => location.hash)).includes('daily=2026-12-07'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a regions puzzle of the command line is played to the end by keys on the page', async () => {
  const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';
  // The same seed makes the same puzzle here and on the page.
  const puzzle = execFileSync(nqueens, ['regions', 'generate', '7', '--seed', '12']).toString();
  const columns = execFileSync(nqueens, ['regions', 'solve', '-', '--format', 'cols'], { input: puzzle })
    .toString().trim().split(/[ ,]+/).map(Number);
  assert.equal(columns.length, 7, `columns ${columns}`);
  const rows = puzzle.trim().split('\n').join('-');
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}#view=regions&regions=${rows}`);
  await page.waitForFunction(() => document.title.includes('Regions puzzle 7×7'), null, { timeout: 60_000 });
  // A screen reader finds the board as a grid of 49 cells, each named
  // by its square and region (src/app/mirror).
  const cells = await page.evaluate(() => [...document.querySelectorAll('[role=gridcell]')]
    .map((e) => e.getAttribute('aria-label')));
  assert.equal(cells.length, 49);
  assert.ok(cells.every((c) => /^[a-g][1-7], region [A-G]/.test(c)), JSON.stringify(cells.slice(0, 3)));
  await page.mouse.click(640, 790); // the status line: focus, no action
  // The cursor starts in the top left corner; a row at a time, down and
  // across to its queen's column, then Space.
  let column = 0;
  for (const [row, c] of columns.entries()) {
    if (row > 0) await page.keyboard.press('ArrowDown');
    const key = c > column ? 'ArrowRight' : 'ArrowLeft';
    for (let i = 0; i < Math.abs(c - column); i++) await page.keyboard.press(key);
    column = c;
    await page.keyboard.press('Space');
    // The address follows each queen placed (lower case in its row).
    await page.waitForFunction((r) => {
      const rows = decodeURIComponent(location.hash).split('regions=')[1]?.split('&')[0]?.split('-') ?? [];
      return /[a-z]/.test(rows[r] ?? '');
    }, row, { timeout: 20_000 });
  }
  assert.equal(await titleWhen(page, () => document.title.includes('solved')),
    'N-Queens Explorer — Regions puzzle 7×7, solved');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with speech on, the regions board says each move, mark, hint and clash once', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await listening(context);
  await page.goto(`${url}#view=regions&id=seed-7-easy-12`);
  await page.waitForFunction(() => document.title.includes('Regions puzzle 7×7'), null, { timeout: 60_000 });
  await speechOn(page);
  // Ctrl+B gives the board the keys: its name and the cursor's square.
  await page.keyboard.press('Control+b');
  await page.waitForFunction(() => window.__spoken.some((t) => /^Regions puzzle 7×7; a7, region [A-G], open$/.test(t)), null, { timeout: 30_000 });
  const once = async (pattern) => {
    try {
      await page.waitForFunction((p) => window.__spoken.some((t) => new RegExp(p).test(t)), pattern, { timeout: 30_000 });
    } catch (e) {
      throw new Error(`never said ${pattern}: ${JSON.stringify(await page.evaluate(() => window.__spoken))}`);
    }
  };
  // (What one frame says comes in one utterance, a sentence each.)
  // A hint is said as it shows: this puzzle's first is a region's last
  // square.
  await page.keyboard.press('h');
  await once('^Region [A-G] has one square left: its queen goes on [a-g][1-7]\\.$');
  await page.keyboard.press('ArrowRight');
  await once('b7, region [A-G], open');
  await page.keyboard.press('Space');
  await once('b7, region [A-G], queen');
  // A queen under it touches it: the square and the clash are said.
  await page.keyboard.press('ArrowDown');
  await once('b6, region [A-G], open');
  await page.keyboard.press('Space');
  await once('b6, region [A-G], queen breaking a rule');
  await once('Queens ringed with “!” break a rule\\. ');
  await page.waitForTimeout(1000);
  const heard = await page.evaluate(() => window.__spoken);
  for (const pattern of ['b7, region [A-G], queen', 'b6, region [A-G], open', 'break a rule\\.', 'queen breaking', 'one square left']) {
    const times = heard.filter((t) => new RegExp(pattern).test(t)).length;
    assert.equal(times, 1, `${pattern}: ${JSON.stringify(heard)}`);
  }
  await context.close();
});

test('with speech on, a solve by keys is heard to its finish, nothing cut (issue 72, 3)', async () => {
  const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';
  const puzzle = execFileSync(nqueens, ['regions', 'generate', '7', '--seed', '12']).toString();
  const columns = execFileSync(nqueens, ['regions', 'solve', '-', '--format', 'cols'], { input: puzzle })
    .toString().trim().split(/[ ,]+/).map(Number);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await listening(context);
  await page.goto(`${url}#view=regions&regions=${puzzle.trim().split('\n').join('-')}`);
  await page.waitForFunction(() => document.title.includes('Regions puzzle 7×7'), null, { timeout: 60_000 });
  await speechOn(page);
  await page.keyboard.press('Control+b');
  await page.waitForFunction(() => window.__spoken.some((t) => /^Regions puzzle 7×7; a7/.test(t)), null, { timeout: 30_000 });
  let column = 0;
  for (const [row, c] of columns.entries()) {
    if (row > 0) await page.keyboard.press('ArrowDown');
    const key = c > column ? 'ArrowRight' : 'ArrowLeft';
    for (let i = 0; i < Math.abs(c - column); i++) await page.keyboard.press(key);
    column = c;
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
  }
  await titleWhen(page, () => document.title.includes('solved'));
  await page.waitForFunction(() => window.__spoken.some((t) => /[Ss]olved in \d+:\d\d/.test(t)), null, { timeout: 20_000 })
    .catch(async () => { throw new Error(`no finish said: ${JSON.stringify(await page.evaluate(() => window.__spoken))}`); });
  await page.waitForTimeout(500);
  // Every utterance queued, none cut: the finish is heard whole.
  const { cancels, heard } = await page.evaluate(() => ({ cancels: window.__cancels, heard: window.__spoken }));
  assert.equal(cancels, 0, `cut ${cancels} times: ${JSON.stringify(heard)}`);
  // The finish card has the keys: Share, then one Tab to Close (31 Tabs
  // went round the panel first).
  const tab = async () => {
    const said = await page.evaluate(() => window.__spoken.length);
    await page.keyboard.press('Tab');
    await page.waitForFunction((n) => window.__spoken.length > n, said, { timeout: 30_000 });
    return page.evaluate(() => window.__spoken.at(-1));
  };
  const first = await tab();
  const second = first.startsWith('Close') ? first : await tab();
  assert.ok(second.startsWith('Close'), `${first} / ${second}`);
  await context.close();
});

test('with speech on, the regions panel\'s controls are said by what they do (issue 72, 3)', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await listening(context);
  // A day of the archive: the day's ◀ and ▶ both work.
  await page.goto(`${url}#daily=2026-12-01`);
  await page.waitForFunction(() => document.title.includes('Regions puzzle'), null, { timeout: 60_000 });
  await speechOn(page);
  // Each Tab is heard before the next: on the clock (60 ms apart) a slow
  // frame took two presses as one and the walk stopped short.
  for (let i = 0; i < 45; i++) {
    const said = await page.evaluate(() => window.__spoken.length);
    await page.keyboard.press('Tab');
    await page.waitForFunction((n) => window.__spoken.length > n, said, { timeout: 30_000 });
  }
  await page.waitForTimeout(500);
  const heard = await page.evaluate(() => window.__spoken);
  for (const said of ['The day before’s puzzle, button', 'The next day’s puzzle, button', 'Difficulty, list, ', 'Seed, text field, ']) {
    assert.ok(heard.some((h) => h.startsWith(said)), `never said ${said}: ${JSON.stringify(heard)}`);
  }
  assert.ok(!heard.some((h) => h === 'button' || h.startsWith('Size, text field')), JSON.stringify(heard));
  await context.close();
});

test('the page counts n = 1 to 14 as the native binary does (wasm SIMD)', async () => {
  const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';
  const { page, context } = await open('#n=8&k=1');
  const inPage = await page.evaluate(async () => {
    const { count_all } = await import('./nqueens.js');
    const counts = [];
    for (let n = 1; n <= 14; n++) counts.push(String(count_all(n)));
    return counts;
  });
  const native = [];
  for (let n = 1; n <= 14; n++) {
    native.push(execFileSync(nqueens, ['count', String(n)]).toString().trim());
  }
  assert.deepEqual(inPage, native);
  // The module the page runs was built with 128-bit lanes.
  assert.equal(await page.evaluate(async () => (await import('./nqueens.js')).built_with_simd()), true);
  await context.close();
});

/** A new page of `context` whose speech is listened to rather than heard:
 * what it says collects in `window.__spoken`. */
async function listening(context) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__spoken = [];
    window.__cancels = 0;
    if (window.speechSynthesis) {
      window.speechSynthesis.speak = (u) => window.__spoken.push(u.text);
      window.speechSynthesis.cancel = () => { window.__cancels += 1; };
    }
  });
  return page;
}

/** Turns the page's speech on as a person does: its first Tab stop, the
 * Speech box, and Space (unless a page of this browser turned it on
 * already: the setting is kept). */
async function speechOn(page) {
  await page.mouse.click(640, 790);
  await page.waitForTimeout(300);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(700);
  const on = await page.evaluate(() => window.__spoken.some((t) => t === 'Speech, check box, checked'));
  if (!on) {
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.__spoken.includes('Speech, check box, checked'), null, { timeout: 30_000 });
  }
}

test('the page speaks once its first control is on, whatever the motion asked', async () => {
  for (const reducedMotion of ['reduce', 'no-preference']) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, reducedMotion });
    const page = await listening(context);
    await page.goto(url + '#n=8&k=5');
    await page.waitForFunction(() => document.title.endsWith('solution 5 of 92'), null, { timeout: 60_000 });
    await page.mouse.click(640, 790);
    await page.keyboard.press('ArrowRight');
    await titleWhen(page, () => document.title.endsWith('solution 6 of 92'));
    await page.waitForTimeout(500);
    // Issue 59: reduced motion is another need; the page is silent until
    // asked.
    assert.deepEqual(await page.evaluate(() => window.__spoken), []);
    await speechOn(page);
    await page.keyboard.press('Escape');
    await page.mouse.click(640, 790);
    await page.keyboard.press('ArrowRight');
    await titleWhen(page, () => document.title.endsWith('solution 7 of 92'));
    await page.waitForFunction(() => window.__spoken.some((t) => t.includes('solution 7 of 92')), null, { timeout: 30_000 });
    await context.close();
  }
});

test('with speech on, Watch says its slider once and labels are no Tab stops', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await listening(context);
  await page.goto(url + '#n=8&view=watch');
  await page.waitForFunction(() => document.title.includes('n = 8'), null, { timeout: 60_000 });
  await speechOn(page);
  await page.evaluate(() => { window.__spoken.length = 0; });
  // Run, and listen for 4 s: the pace's slider is not said over and over.
  await page.keyboard.press('Space');
  await page.waitForTimeout(4000);
  const running = await page.evaluate(() => window.__spoken);
  const sliders = running.filter((t) => t.includes('slider'));
  assert.ok(sliders.length <= 1, JSON.stringify(running));
  // Thirty Tabs from the start: each stop is a control with a name, no
  // label among them.
  await page.reload();
  await page.waitForFunction(() => document.title.includes('n = 8'), null, { timeout: 60_000 });
  await speechOn(page);
  const stops = [];
  for (let i = 0; i < 30; i++) {
    const said = await page.evaluate(() => window.__spoken.length);
    await page.keyboard.press('Tab');
    await page.waitForFunction((n) => window.__spoken.length > n, said, { timeout: 30_000 });
    stops.push(await page.evaluate(() => window.__spoken[window.__spoken.length - 1]));
  }
  console.log(`speech: ${JSON.stringify(stops)}`);
  assert.ok(stops.every((t) => !t.includes('label')), JSON.stringify(stops));
  const named = stops.filter((t) => /^[^,]+, (button|check box|slider|number|text field|list|choice)/.test(t));
  assert.ok(named.length >= 0.95 * stops.length, JSON.stringify(stops));
  assert.ok(stops.some((t) => t.startsWith('Any n, text field, 8')), JSON.stringify(stops));
  await context.close();
});

test('on the page Tab reaches the board, the arrows move its cursor and Enter places a queen', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await listening(context);
  await page.goto(url + '#n=6&view=play');
  await page.waitForFunction(() => document.title.includes('n = 6'), null, { timeout: 60_000 });
  await speechOn(page);
  // The widget that gets the focus is spoken: Tab until it is the board.
  let reached = false;
  let tabs = 0;
  for (let i = 0; i < 80 && !reached; i++) {
    // Each Tab moves the focus and says where, before the next: every
    // press counts, and one more would pass the board.
    const said = await page.evaluate(() => window.__spoken.length);
    await page.keyboard.press('Tab');
    tabs += 1;
    await page.waitForFunction((n) => window.__spoken.length > n, said, { timeout: 30_000 });
    reached = await page.evaluate(() => window.__spoken.some((t) => t.includes('Board of')));
  }
  assert.ok(reached, JSON.stringify(await page.evaluate(() => window.__spoken)));
  // A move is said as it is made, once; a queen placed is said as placed
  // (it said the square as it was before the press). A busy machine (a
  // build beside it) has taken over 10 s for the page's first frames
  // after a key: the wait is for the answer, not a clock.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.__spoken.includes('b6, empty'), null, { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__spoken.includes('b6, queen'), null, { timeout: 30_000 });
  await page.waitForTimeout(1000);
  const heard = await page.evaluate(() => window.__spoken);
  assert.equal(heard.filter((t) => t === 'b6, queen').length, 1, JSON.stringify(heard));
  assert.equal(heard.filter((t) => t === 'b6, empty').length, 1, JSON.stringify(heard));
  // (A page of its own, the only one: a page behind another has no focus
  // and takes no keys.)
  await page.close();
  // Issue 59: Tabs that come within one frame each count (12 quick ones
  // moved the focus two or three widgets). As many, back to back, from the
  // page's start reach the board too.
  const quick = await listening(context);
  await quick.goto(url + '#n=6&view=play');
  await quick.waitForFunction(() => document.title.includes('n = 6'), null, { timeout: 60_000 });
  await speechOn(quick);
  await quick.evaluate(() => { window.__spoken.length = 0; });
  for (let i = 0; i < tabs; i++) await quick.keyboard.press('Tab', { delay: 0 });
  await quick.waitForFunction(() => window.__spoken.some((t) => t.includes('Board of')), null, { timeout: 30_000 });
  await quick.close();
  await context.close();
});

/** The squares of the regions board in a screenshot: the rows and columns
 * of pixels crossed by the board's thick dark outline and region borders
 * (ink near rgb(30, 30, 40)) over most of their length. */
async function regionsSquares(page) {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + data;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data: px, width, height } = ctx.getImageData(0, 0, image.width, image.height);
    const ink = (x, y) => {
      const i = 4 * (y * width + x);
      return px[i] < 70 && px[i + 1] < 70 && px[i + 2] < 80;
    };
    const rows = [];
    for (let y = 0; y < height; y++) {
      let run = 0, best = 0;
      for (let x = 0; x < width; x++) { run = ink(x, y) ? run + 1 : 0; best = Math.max(best, run); }
      if (best > width * 0.6) rows.push(y);
    }
    const top = rows[0], bottom = rows[rows.length - 1];
    const columns = [];
    for (let x = 0; x < width; x++) {
      let run = 0, best = 0;
      for (let y = top; y <= bottom; y++) { run = ink(x, y) ? run + 1 : 0; best = Math.max(best, run); }
      if (best > (bottom - top) * 0.9) columns.push(x);
    }
    return { left: columns[0], right: columns[columns.length - 1], top, bottom };
  }, png);
}

/** Whether the board's grid (the screen reader's cells) holds a queen on
 * row `r`, column `c` of an n×n regions board, or the puzzle is solved. */
function queenOn([r, c, n]) {
  const name = `${String.fromCharCode(97 + c)}${n - r}, `;
  return document.title.includes('solved') || [...document.querySelectorAll('[role=gridcell]')]
    .map((e) => e.getAttribute('aria-label') ?? '')
    .some((label) => label.startsWith(name) && label.endsWith(', queen'));
}

test('on a phone, Play and the Big board speak of taps and pinches, not clicks and wheels', async () => {
  const context = await browser.newContext({
    locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  // What a screen reader reads: the page's mirror of the window's labels.
  const said = () => page.evaluate(() => [...document.querySelectorAll('*')]
    .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.childElementCount === 0 ? e.textContent : ''}`)
    .join('\n'));
  for (const [address, touch, mouse] of [
    ['#n=8&view=play', 'Tap a square to place or lift a queen', 'Click a square'],
    ['#n=100000', 'Pinch to zoom, drag to pan', 'Scroll to zoom'],
  ]) {
    await page.goto(`${url}${address}`);
    await page.waitForFunction((t) => [...document.querySelectorAll('*')]
      .some((e) => e.childElementCount === 0 && (e.textContent ?? '').includes(t)), touch, { timeout: 60_000 });
    assert.ok(!(await said()).includes(mouse), address);
  }
  await context.close();
});

test('a day\'s game in progress is found after a reload, its date in the address', async () => {
  const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';
  // A phone, where background tabs are reloaded (and the board spans the
  // width, which regionsSquares reads).
  const context = await browser.newContext({
    locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Yesterday's puzzle, from the archive: its size is the weekday's.
  const day = await page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const puzzle = execFileSync(nqueens, ['regions', 'daily', day], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const columns = execFileSync(nqueens, ['regions', 'solve', '-', '--format', 'cols'], { input: puzzle })
    .toString().trim().split(/[ ,]+/).map(Number);
  const n = columns.length;
  await page.goto(`${url}#daily=${day}`);
  await page.waitForFunction((n) => document.title.includes(`Regions puzzle ${n}×${n}`), n, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const board = await regionsSquares(page);
  const side = (board.right - board.left) / n;
  for (const row of [0, 1]) {
    await page.touchscreen.tap(board.left + (columns[row] + 0.5) * side, board.top + (row + 0.5) * side);
    await page.waitForFunction(queenOn, [row, columns[row], n], { timeout: 20_000 });
  }
  assert.ok((await page.evaluate(() => location.hash)).includes(`daily=${day}`));
  // The page writes its settings a second at a time.
  await page.waitForTimeout(2500);
  await page.reload();
  await page.waitForFunction((n) => document.title.includes(`Regions puzzle ${n}×${n}`), n, { timeout: 60_000 });
  for (const row of [0, 1]) {
    await page.waitForFunction(queenOn, [row, columns[row], n], { timeout: 20_000 });
  }
  // The address follows at most every 300 ms.
  await page.waitForFunction((day) => location.hash.includes(`daily=${day}`), day, { timeout: 5_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, today\'s puzzle is played by touch with × marks, finished and shared', async () => {
  const nqueens = process.env.NQUEENS ?? '../../target/release/nqueens';
  // Chromium's emulated device pixel ratio of 2 gives the canvas its CSS
  // size and taps land at twice their place (docs/web.md): the phone's
  // layout and touch are tried at a ratio of 1.
  const context = await browser.newContext({
    locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
    deviceScaleFactor: 1,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors = [];
  const console = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.push(m.text()); });
  await page.goto(`${url}#view=regions`);
  await page.waitForFunction(() => document.title.includes('Regions puzzle'), null, { timeout: 60_000 });
  // The view greets with today's puzzle: the command line's for the
  // page's date.
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const puzzle = execFileSync(nqueens, ['regions', 'daily', today], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const columns = execFileSync(nqueens, ['regions', 'solve', '-', '--format', 'cols'], { input: puzzle })
    .toString().trim().split(/[ ,]+/).map(Number);
  const n = columns.length;
  await page.waitForTimeout(500);
  const board = await regionsSquares(page);
  const side = (board.right - board.left) / n;
  // The board first, and squares a thumb can hit.
  assert.ok(side >= 40 || n > 8, `squares of ${side} px at n = ${n}`);
  assert.ok(board.right - board.left >= 0.75 * 390, JSON.stringify(board));
  const centre = (r, c) => [board.left + (c + 0.5) * side, board.top + (r + 0.5) * side];
  // A finger held on a square that takes no queen rules it out: its
  // middle darkens with the ×'s strokes.
  const free = columns[0] === 0 ? 1 : 0;
  const [fx, fy] = centre(0, free);
  const clip = { x: fx - side / 4, y: fy - side / 4, width: side / 2, height: side / 2 };
  const dark = async () => (await page.screenshot({ clip })).length;
  const before = await dark();
  const cdp = await context.newCDPSession(page);
  // Half a second is a long press, as on phones (issue 71: holds of 0.5
  // to 0.7 s placed queens).
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fx, y: fy }] });
  await page.waitForTimeout(650);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(400);
  assert.notEqual(await dark(), before, 'the long press left no ×');
  const held = await page.evaluate((name) => [...document.querySelectorAll('[role=gridcell]')]
    .map((e) => e.getAttribute('aria-label') ?? '').find((label) => label.startsWith(name)), `${String.fromCharCode(97 + free)}${n}, `);
  assert.ok(held?.endsWith(', ruled out'), held);
  // A hold the page's frames see late (the main thread busy for a second,
  // as on a slow phone) is a long press too, not a tap (issue 71: 3 of 42
  // holds of 1 s placed queens at a CPU three times slower).
  const other = [...Array(n).keys()].find((c) => c !== columns[0] && c !== free);
  const [ox, oy] = centre(0, other);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: ox, y: oy }] });
  await page.evaluate(() => { const t = performance.now(); while (performance.now() - t < 1000) { /* busy */ } });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(400);
  const late = await page.evaluate((name) => [...document.querySelectorAll('[role=gridcell]')]
    .map((e) => e.getAttribute('aria-label') ?? '').find((label) => label.startsWith(name)), `${String.fromCharCode(97 + other)}${n}, `);
  assert.ok(late?.endsWith(', ruled out'), late);
  // Taps place the queens: the board's cells say each one, and the
  // address keeps the day (issue 71: it turned into the board's).
  for (const [row, c] of columns.entries()) {
    const [x, y] = centre(row, c);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(queenOn, [row, c, n], { timeout: 20_000 });
    assert.ok((await page.evaluate(() => location.hash)).includes(`daily=${today}`));
  }
  await titleWhen(page, () => document.title.includes('solved'));
  // The finish's card, under the board, which stays in sight (issue 71:
  // the card covered its middle squares): its Share copies the result
  // line and the day's link.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(mkdtempSync(join(tmpdir(), 'phone-')), 'finish.png') });
  const solved = await regionsSquares(page);
  assert.ok(solved.right - solved.left >= 0.5 * 390, JSON.stringify(solved));
  const cx = (solved.left + solved.right) / 2;
  let shared = '';
  for (let dy = 30; dy <= 200 && !shared.includes('solved'); dy += 10) {
    await page.touchscreen.tap(cx - 128 + 30, solved.bottom + dy);
    await page.waitForTimeout(150);
    shared = await page.evaluate(() => navigator.clipboard.readText().catch(() => ''));
  }
  assert.match(shared, new RegExp(`^Queens ${today}, ${n}×${n} solved in \\d+:\\d\\d, no hints\\n.*#daily=${today}$`));
  assert.deepEqual(errors, []);
  assert.deepEqual(console.filter((m) => !m.includes('favicon')), []);
  await context.close();
});

/** The page's accessibility tree as Chromium gives it to a screen reader
 * (CDP `Accessibility.getFullAXTree`), without the nodes it ignores. */
async function axTree(context, page) {
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const property = (node, name) => node.properties?.find((p) => p.name === name)?.value?.value;
  return nodes.filter((n) => !n.ignored).map((n) => ({
    role: n.role?.value,
    name: n.name?.value ?? '',
    value: n.value?.value,
    focusable: property(n, 'focusable') === true,
  }));
}

test('a screen reader in Chromium walks the board as a grid of named cells and plays by them', async () => {
  const { page, context, errors } = await open('#n=8&view=play');
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 64, null, { timeout: 20_000 });
  let tree = await axTree(context, page);
  // The board: one grid of 8 rows of 8 cells, each named by its square
  // and what is on it.
  assert.equal(tree.filter((n) => n.role === 'grid').length, 1);
  assert.equal(tree.filter((n) => n.role === 'row').length, 8);
  const cells = tree.filter((n) => n.role === 'gridcell');
  assert.equal(cells.length, 64);
  assert.ok(cells.every((c) => /^[a-h][1-8], empty$/.test(c.name)), JSON.stringify(cells.slice(0, 3)));
  // The controls: every one named (issue 72, 3: a scroll bar was not),
  // and those that hold a value say it.
  const focusable = tree.filter((n) => n.focusable && n.role !== 'gridcell');
  assert.ok(focusable.length >= 25, `${focusable.length} controls`);
  assert.deepEqual(focusable.filter((n) => !n.name.trim()), []);
  const valued = focusable.filter((n) => ['slider', 'spinbutton', 'combobox'].includes(n.role)
    || (n.role === 'textbox' && n.name === 'Any n'));
  assert.ok(valued.length >= 4, JSON.stringify(valued));
  for (const control of valued) assert.notEqual(control.value, undefined, JSON.stringify(control));
  assert.ok(focusable.some((n) => n.role === 'checkbox' && n.name === 'Speech'));
  // A reader's click on b6 places a queen there; its cell says so, and
  // the page's status element says it once.
  const cell = (square) => page.evaluate((s) => [...document.querySelectorAll('[role=gridcell]')]
    .find((e) => e.getAttribute('aria-label').startsWith(s + ','))?.getAttribute('aria-label'), square);
  await page.evaluate(() => [...document.querySelectorAll('[role=gridcell]')]
    .find((e) => e.getAttribute('aria-label').startsWith('b6,')).click());
  await titleWhen(page, () => document.title.includes('1 queen'));
  await page.waitForFunction(() => document.getElementById('announcer').textContent === 'b6, queen', null, { timeout: 20_000 });
  assert.equal(await cell('b6'), 'b6, queen');
  tree = await axTree(context, page);
  assert.ok(tree.some((n) => n.role === 'gridcell' && n.name === 'b6, queen'));
  assert.ok(tree.some((n) => n.role === 'status' && n.name.includes('b6, queen') || n.role === 'StaticText' && n.name === 'b6, queen'));
  // Ctrl+B gives the board the keys: the canvas points a reader at the
  // cursor's cell (b6, where the click was), and it follows the arrows.
  await page.mouse.click(640, 790);
  await page.keyboard.press('Control+b');
  const active = () => page.evaluate(() => {
    const id = document.getElementById('the_canvas_id').getAttribute('aria-activedescendant');
    return id && document.getElementById(id)?.getAttribute('aria-label');
  });
  await page.waitForFunction(() => document.getElementById('the_canvas_id').getAttribute('aria-activedescendant'), null, { timeout: 20_000 });
  assert.equal(await active(), 'b6, queen');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => {
    const id = document.getElementById('the_canvas_id').getAttribute('aria-activedescendant');
    return document.getElementById(id)?.getAttribute('aria-label')?.startsWith('c5');
  }, null, { timeout: 20_000 });
  assert.equal(await active(), 'c5, empty, attacked by b6');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every control of the regions view, Watch and Browse is named in the AX tree (issue 72, 3)', async () => {
  // The regions panel had an unnamed scroll bar (egui names none).
  for (const hash of ['#view=regions', '#n=8&view=watch', '#n=12']) {
    const { page, context, errors } = await open('#n=8');
    await page.evaluate((h) => { location.hash = h; }, hash);
    await page.waitForFunction((h) => document.title.includes(h === '#view=regions' ? 'Regions puzzle'
      : h.includes('watch') ? 'search' : 'n = 12'), hash, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const tree = await axTree(context, page);
    const focusable = tree.filter((n) => n.focusable);
    assert.ok(focusable.length >= 20, `${hash}: ${focusable.length} controls`);
    assert.deepEqual(focusable.filter((n) => !n.name.trim()), [], hash);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
