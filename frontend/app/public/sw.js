// Tricktable's service worker: keeps the app's shell for offline starts; never caches the API.
const CACHE = "tricktable-shell-v1";
const SHELL = ["/", "/static/app/manifest.webmanifest", "/static/app/icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) {
    return;
  }
  if (request.mode === "navigate") {
    // Pages: the network first (fresh builds), the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          // Only the app's own pages are its shell: not a shared match's preview page (/s/...), nor an error.
          if (response.ok && !url.pathname.startsWith("/s/")) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put("/", copy));
          }
          return response;
        })
        .catch(() => caches.match("/")),
    );
    return;
  }
  if (url.pathname.startsWith("/static/app/")) {
    // Built assets have hashed names: the cache first, then the network (and keep it).
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

// The app icon's badge: the matches waiting for the player's move, where the browser has the Badging API.
function showBadge(count) {
  const nav = self.navigator;
  if (typeof count !== "number" || !nav) return Promise.resolve();
  const call =
    count > 0
      ? typeof nav.setAppBadge === "function" && nav.setAppBadge(count)
      : typeof nav.clearAppBadge === "function" && nav.clearAppBadge();
  return Promise.resolve(call).catch(() => undefined);
}

// Web push: show what the server sent ({title, body, url, tag, badge}); a tap opens that table or room.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : "Tricktable" };
  }
  const url = typeof message.url === "string" && message.url.startsWith("/") ? message.url : "/";
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title || "Tricktable", {
        body: message.body || "",
        tag: message.tag,
        renotify: Boolean(message.tag),
        icon: "/static/app/icon-192.png",
        badge: "/static/app/icon-192.png",
        data: { url },
      }),
      showBadge(message.badge),
    ]),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) || windows[0];
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
