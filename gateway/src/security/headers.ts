import type { RequestHandler } from 'express';
import helmet from 'helmet';

export type HeaderOptions = {
  /** Session cookies are Secure: the product is served over HTTPS, so HSTS may pin it there. */
  cookieSecure: boolean;
  /** Outside origins the map loads tiles from (see map-origins.ts). */
  mapOrigins: string[];
};

/**
 * Security headers on every response of the gateway: the web app, GraphiQL, GraphQL and SSE.
 * Nothing is loaded from a CDN; the only outside origins are the basemap's.
 */
export function securityHeaders({ cookieSecure, mapOrigins }: HeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine and GraphiQL's Monaco editor add <style> elements while they run.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // MapLibre builds its worker from a blob: URL; Monaco's workers are files of ours.
        workerSrc: ["'self'", 'blob:'],
        // MapLibre's worker fetches raster tiles and hands them back as blob: images.
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        connectSrc: ["'self'", ...mapOrigins],
        fontSrc: ["'self'", 'data:'],
        // Over plain HTTP (a developer's machine) an upgrade would break every request.
        upgradeInsecureRequests: cookieSecure ? [] : null,
      },
    },
    // Activation and invitation links carry their secret in the path: never pass it on.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // HSTS promises HTTPS for a year; only a gateway whose cookies need HTTPS can promise it.
    // Sibling hosts of the same domain are not ours to pin.
    strictTransportSecurity: cookieSecure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
}
