import { config } from '../config';

// Registers the service worker Workbox builds (web/vite.config.ts): the app shell, the chunks and
// map data a visit used, and the page, kept for the next visit and for offline.

/** Files worth keeping: the app's hashed files and map data (the rest is asked for live). */
const KEPT = /^\/(assets|basemap|gazetteer|styles|logos)\//;

export function registerServiceWorker(): void {
  if (!config.serviceWorker || !('serviceWorker' in navigator)) return;
  // The first visit's page loaded before the worker ran: once the worker takes it, it is handed
  // what was loaded, to keep (Workbox's CACHE_URLS message; they come from the HTTP cache).
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const urlsToCache = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && KEPT.test(url.pathname))
      .map((url) => url.href);
    navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  });
  // After the page has loaded, so the worker's own downloads never slow the first screen.
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
