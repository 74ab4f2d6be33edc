import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support';

// The dashboard and alert rules in deploy/observability/ name only metrics the api and the
// gateway really serve (issue 56 item 5): a renamed metric otherwise leaves a blank panel and an
// alert that can never fire, and nobody notices until the night it should have.
const deploy = join(import.meta.dirname, '..', 'deploy', 'observability');

type Dashboard = { panels: { targets?: { expr: string }[] }[] };
type Rules = { groups: { rules: { alert: string; expr: string }[] }[] };

/** Prometheus makes `up` itself for each scrape target. */
const PROMETHEUS_OWN = new Set(['up']);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

/** The metric names a PromQL expression reads: identifiers that are neither functions, labels nor keywords. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b\d+(\.\d+)?(e\d+)?\b/g, '0');
  return [...bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)]
    .filter((match) => !/^\s*\(/.test(bare.slice((match.index ?? 0) + match[0].length)))
    .map((match) => match[0])
    .filter((name) => !KEYWORDS.has(name));
}

/** The sample names a /metrics page can carry: histograms as their _bucket, _sum and _count. */
function exported(page: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of page.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    names.add(name);
    if (type === 'histogram') for (const part of ['_bucket', '_sum', '_count']) names.add(name + part);
    if (type === 'summary') for (const part of ['_sum', '_count']) names.add(name + part);
  }
  return names;
}

let stack: Stack;
let served: Set<string>;
beforeAll(async () => {
  stack = await startStack();
  const pages = await Promise.all(
    [stack.api.url, stack.gateway.url].map(async (url) => (await fetch(`${url}/metrics`)).text()),
  );
  served = new Set(pages.flatMap((page) => [...exported(page)]));
});
afterAll(() => stack?.close());

describe('the dashboard and alert rules a team starts with', () => {
  it('reads PromQL as Prometheus would: functions, labels and keywords are not metrics', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(api_request_duration_seconds_bucket{route!~".*stream.*"}[5m]))) > 0.25 or up == 0',
      ),
    ).toEqual(['api_request_duration_seconds_bucket', 'up']);
  });

  it('names in each Grafana panel only metrics the processes serve', () => {
    const dashboard = JSON.parse(readFileSync(join(deploy, 'grafana-dashboard.json'), 'utf8')) as Dashboard;
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    expect(exprs.length).toBeGreaterThan(10);
    const unknown = exprs
      .flatMap(metricNames)
      .filter((name) => !served.has(name) && !PROMETHEUS_OWN.has(name));
    expect(unknown).toEqual([]);
  });

  it('names in each alert rule only metrics the processes serve', () => {
    const rules = load(readFileSync(join(deploy, 'alert-rules.yml'), 'utf8')) as Rules;
    const all = rules.groups.flatMap((group) => group.rules);
    expect(all.length).toBeGreaterThan(5);
    for (const rule of all) {
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      expect(
        names.filter((name) => !served.has(name) && !PROMETHEUS_OWN.has(name)),
        rule.alert,
      ).toEqual([]);
    }
  });

  it('covers what issue 56 asks to see: latency, errors, streams, pool, queues, outbox lag, cache hits', () => {
    const dashboard = readFileSync(join(deploy, 'grafana-dashboard.json'), 'utf8');
    for (const name of [
      'gateway_operation_duration_seconds_bucket',
      'api_request_duration_seconds_bucket',
      'gateway_errors_total',
      'api_errors_total',
      'gateway_streams_open',
      'api_db_pool_connections',
      'api_queue_depth',
      'api_outbox_lag_seconds',
      'api_cache_lookups_total',
      'gateway_node_stream_readers_total',
    ])
      expect(dashboard).toContain(name);
  });
});
