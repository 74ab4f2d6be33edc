import { reportMessages } from '@field-boundaries/contract/messages';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import type { GatewayShared } from '../context';
import { fetchUpstream, relayUpstream, viewerToken } from './relay';

// The printed report as files the browser reads from its own origin: the session cookie (or a
// Bearer token) names the caller, as for GraphQL; the api draws the PDF and the print page's
// map (SVG).
const files = {
  pdf: { path: 'pdf/', type: 'application/pdf' },
  map: { path: 'map.svg', type: 'image/svg+xml' },
} as const;

/** A grower's records: kept by nobody but the browser that asked, and not even there. */
const NO_STORE = 'private, no-store';

export function reportPdfDownload(config: GatewayConfig, shared: GatewayShared) {
  return reportFile(config, shared, 'pdf');
}

/** The report's map as SVG, for the print page's <img>. */
export function reportMapDownload(config: GatewayConfig, shared: GatewayShared) {
  return reportFile(config, shared, 'map');
}

/**
 * A season's records (a farm's reports for a date range) as one CSV or one PDF, from the same
 * origin: the query (from, to, farm) goes to the api as it came, which checks it.
 */
export function seasonDownload(config: GatewayConfig, shared: GatewayShared, kind: 'csv' | 'pdf') {
  return async (request: Request, response: Response) => {
    const token = await viewerToken(config, shared, request, response);
    if (!token) return;
    const url = new URL(`/reports/season.${kind}`, config.apiUrl);
    for (const name of ['from', 'to', 'farm']) {
      const value = request.query[name];
      if (typeof value === 'string' && value) url.searchParams.set(name, value);
    }
    const answer = await fetchUpstream(config, url, token);
    await relayUpstream(answer, response, {
      type: kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      cacheControl: NO_STORE,
    });
  };
}

function reportFile(config: GatewayConfig, shared: GatewayShared, kind: keyof typeof files) {
  const file = files[kind];
  return async (request: Request, response: Response) => {
    const token = await viewerToken(config, shared, request, response);
    if (!token) return;
    const id = Number(request.params.id);
    const version = Number(request.query.version);
    if (!Number.isInteger(id) || id <= 0) {
      response.status(404).json({ errors: [reportMessages.noReport] });
      return;
    }
    const url = new URL(`/reports/${id}/${file.path}`, config.apiUrl);
    if (Number.isInteger(version) && version > 0) url.searchParams.set('version', String(version));
    const answer = await fetchUpstream(config, url, token);
    await relayUpstream(answer, response, { type: file.type, cacheControl: NO_STORE });
  };
}
