// What the page's own-server tests share (offline.test.mjs,
// workers.test.mjs): a browser, a copy of target/web served by a server
// of their own, and what a person sees and says to the app.

import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const built = process.env.PAGE_DIR ?? '../../target/web';
export const args = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export let browser;
/** What a test opened and must not outlive the file, closed by `after`
 * whether the test passed or failed midway: a server left listening kept
 * node from ending, and CI waited for it to its limit. */
const opened = [];
before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args });
});
after(async () => {
  for (const close of opened.reverse()) await close();
  await browser?.close();
});

/** Closes `close` when the file's tests end, if the test has not. */
export function atEnd(close) {
  opened.push(close);
}

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};

/** A copy of the built page served on a free port of 127.0.0.1, as a
 * static host serves it; with `noStore`, every answer says not to keep it
 * (a file taken away is then missed, never found in the HTTP cache). */
export async function site({ noStore = false } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'nqueens-page-'));
  cpSync(built, folder, { recursive: true });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      if (noStore) headers['cache-control'] = 'no-store';
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${server.address().port}/`;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    server.close();
    // A browser's idle keep-alive connections would hold it open.
    server.closeAllConnections();
    rmSync(folder, { recursive: true, force: true });
  };
  atEnd(close);
  return { url, folder, close };
}

/** A fresh page of its own context at `address`, once the app has a title. */
export async function open(address, options = {}) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, ...options });
  atEnd(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(address);
  await page.waitForFunction(() => document.title.includes('N-Queens Explorer —'), null, { timeout: 60_000 });
  return { context, page, errors };
}

/** Once the page's service worker has cached the build and controls the
 * page. */
export async function cached(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The status line at the window's foot, at 1280×800, and the band just
 * over it where a message too long for the line is shown. */
export const STATUS_LINE = { x: 0, y: 735, width: 1000, height: 63 };

/** The deep red pixels of a screenshot's `clip` (an error's words): the
 * page's own canvas decodes the PNG. */
export async function redPixels(page, clip) {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + data;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, image.width, image.height);
    let red = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i] > 170 && px[i + 1] < 60 && px[i + 2] < 80) red++;
    }
    return red;
  }, png);
}

/** Whether a text the app shows (its mirror for screen readers) holds
 * `words`, within `timeout` ms. */
export async function shows(page, words, timeout = 60_000) {
  await page.waitForFunction((words) => [...document.querySelectorAll('*')]
    .some((e) => (e.getAttribute('aria-label') ?? '').includes(words)
      || (e.childElementCount === 0 && (e.textContent ?? '').includes(words))), words, { timeout });
}

/** A reader's click on the control named `name`, as the app's mirror
 * hands it on. */
export async function press(page, name) {
  await page.evaluate((name) => [...document.querySelectorAll('*')]
    .find((e) => e.getAttribute('aria-label') === name
      || (e.childElementCount === 0 && e.textContent === name)).click(), name);
}

