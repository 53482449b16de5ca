// The service worker of the static site that `mex site` writes: it keeps
// the site's files so that the lab works offline after its first load.
// js/transport.js registers it as sw.js?v=VERSION, VERSION naming the build
// (site.json's version), so that a new build installs a new service worker.
//
// On install it stores every file that site.json lists; it answers each
// request of the site from the network when it can (storing the answer)
// and from its store when it cannot, so a page online is never stale and a
// page offline still loads. Pages with a query (index.html?game=nim) are
// the page without it. The lab's API is not its business: the page's
// workers answer it (and a request to /api/ goes to the network as it is).
"use strict";

const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const CACHE = "mex-lab-" + VERSION;
const ROOT = new URL("./", self.location.href).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const res = await fetch(new URL("site.json", ROOT), { cache: "no-cache" });
    if (!res.ok) throw new Error("site.json: " + res.status);
    const site = await res.json();
    const cache = await caches.open(CACHE);
    await cache.addAll(["./", ...site.files].map((f) => new Request(new URL(f, ROOT), { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("mex-lab-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(ROOT) || new URL(req.url).pathname.startsWith("/api/")) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const res = await fetch(req);
      if (res.ok && res.type === "basic") {
        const key = new URL(req.url);
        key.search = "";
        event.waitUntil(cache.put(key.href, res.clone()).catch(() => {}));
      }
      return res;
    } catch (err) {
      const kept = await cache.match(req, { ignoreSearch: true });
      if (kept) return kept;
      throw err;
    }
  })());
});
