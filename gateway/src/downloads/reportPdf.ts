import { reportMessages, UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import { createContext, type GatewayShared } from '../context';

// The printed report as files the browser reads from its own origin: the session cookie (or a
// Bearer token) names the caller, as for GraphQL; the api draws the PDF and the print page's
// map (SVG).
const files = {
  pdf: { path: 'pdf/', type: 'application/pdf' },
  map: { path: 'map.svg', type: 'image/svg+xml' },
} as const;

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
    const context = await createContext(config, shared, request, response);
    if (!context.session.accessToken) {
      response.status(401).json({ errors: ['You need to log in first.'] });
      return;
    }
    const url = new URL(`/reports/season.${kind}`, config.apiUrl);
    for (const name of ['from', 'to', 'farm']) {
      const value = request.query[name];
      if (typeof value === 'string' && value) url.searchParams.set(name, value);
    }
    const answer = await fetch(url, { headers: { authorization: `Bearer ${context.session.accessToken}` } });
    await relay(answer, response, kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf');
  };
}

/** The api's answer to the browser: the file as an attachment, or the api's errors as JSON. */
async function relay(answer: globalThis.Response, response: Response, type: string) {
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { errors?: string[] } | null;
    response
      .status(answer.status >= 500 ? 502 : answer.status)
      .json({ errors: answer.status >= 500 ? [UNKNOWN_ERROR] : (body?.errors ?? []) });
    return;
  }
  response.setHeader('content-type', type);
  const disposition = answer.headers.get('content-disposition');
  if (disposition) response.setHeader('content-disposition', disposition);
  response.setHeader('cache-control', 'private, no-store');
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function reportFile(config: GatewayConfig, shared: GatewayShared, kind: keyof typeof files) {
  const file = files[kind];
  return async (request: Request, response: Response) => {
    const context = await createContext(config, shared, request, response);
    if (!context.session.accessToken) {
      response.status(401).json({ errors: ['You need to log in first.'] });
      return;
    }
    const id = Number(request.params.id);
    const version = Number(request.query.version);
    if (!Number.isInteger(id) || id <= 0) {
      response.status(404).json({ errors: [reportMessages.noReport] });
      return;
    }
    const url = new URL(`/reports/${id}/${file.path}`, config.apiUrl);
    if (Number.isInteger(version) && version > 0) url.searchParams.set('version', String(version));
    const answer = await fetch(url, { headers: { authorization: `Bearer ${context.session.accessToken}` } });
    await relay(answer, response, file.type);
  };
}
