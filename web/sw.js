// The offline copy of the game (web/README.md, "Install and offline").
// web/build.sh writes the version (a hash of every file it ships) and the
// file list into the copy in web/dist; a new build is a new sw.js, so the
// browser installs it, it caches the new files under its own name, and
// on activation deletes every older Flickwood cache. Saves stay in
// localStorage, which no cache touches.
"use strict";
const VERSION = "__FLICKWOOD_VERSION__";
const FILES = __FLICKWOOD_FILES__;
const CACHE = "flickwood-" + VERSION;

self.addEventListener("install", (event) => {
    event.waitUntil(
        caches.open(CACHE)
            // Past any HTTP cache: the files of this very build.
            .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
            .then(() => self.skipWaiting()),
    );
});

self.addEventListener("activate", (event) => {
    event.waitUntil(
        caches.keys()
            .then((names) => Promise.all(names
                .filter((n) => n.startsWith("flickwood-") && n !== CACHE)
                .map((n) => caches.delete(n))))
            .then(() => self.clients.claim()),
    );
});

// The game's own files from the cache (offline, and no half-updated mix of
// versions); anything else from the network.
self.addEventListener("fetch", (event) => {
    const req = event.request;
    if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
    event.respondWith(
        caches.open(CACHE).then(async (cache) => {
            const hit = await cache.match(req, { ignoreSearch: true }) ||
                (req.mode === "navigate" ? await cache.match("index.html") : undefined);
            return hit || fetch(req);
        }),
    );
});
