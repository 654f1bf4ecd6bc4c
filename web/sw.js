// The page's service worker (docs/web.md): the page opens, plays today's
// puzzle and counts with no network. scripts/web.sh writes in the files it
// built and the build's name (a hash of their contents), so that a new
// build is a new worker with a cache of its own, and the old cache goes
// when it takes over.
const BUILD = '@BUILD@';
const FILES = [@FILES@];
const CACHE = 'nqueens-' + BUILD;

self.addEventListener('install', (event) => {
  // Past the browser's HTTP cache: a cache named after this build holds
  // this build's files, not an older copy of one.
  const fresh = FILES.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(fresh))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((name) => name.startsWith('nqueens-') && name !== CACHE)
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The network first, so that a reload shows a new build at once (a
// cache-first worker keeps serving the build it cached); this build's
// files from its cache when there is no network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(fetch(request).catch(async (offline) => {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(request, { ignoreSearch: true }))
      ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
    if (hit) return hit;
    throw offline;
  }));
});
