import { describe, expect, it } from 'vitest';
import {
  api,
  claim,
  field,
  filled,
  free,
  grower,
  pdfText,
  type Report,
  useReportFixtures,
} from './world.testing';

// The printed report (PDF and SVG), and a saved version as a record that never changes.
useReportFixtures();

describe('the printed report', () => {
  it('is a PDF naming the field, the date in US long form, times as hour:minute, and every value', async () => {
    const neighbour = await claim(grower.access, free[2] as string, 'Home place');
    expect(neighbour.name).toBe('Home place');
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const response = await fetch(`${api.url}/reports/${saved.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Application Summary Report',
      'Creek quarter',
      'Application date: November 23, 2026',
      // In the field's own zone, named: Kansas in November is on Central Standard Time.
      '8:30 AM CST',
      '10:15 AM CST',
      'KS-C-12345',
      'Enlist One',
      '62719-695',
      '32 fl oz/acre',
      '524-537',
      '6 mph from NNW',
      'TeeJet',
      'TTI',
      '40 psi',
      '20 in.',
      'UC (ASABE S572)',
      'Drift zone (about',
      'Saved by Ada Grower',
      /Saved by Ada Grower on \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/,
      'version 1',
    ])
      if (typeof expected === 'string') expect(text).toContain(expected);
      else expect(text).toMatch(expected);
  });

  it('keeps an application that ends after midnight, and prints its end with the next day', async () => {
    const form = filled();
    form.generalInfo = {
      ...form.generalInfo,
      applicationStart: '23:30',
      applicationStop: '00:30',
      applicationStopsNextDay: true,
    };
    const saved = await api.call<Report & { time_zone: string; time_zone_name: string }>(
      grower.access,
      'POST',
      '/reports/',
      { field: field.uuid, form },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.form.generalInfo.applicationStopsNextDay).toBe(true);
    expect(saved.body).toMatchObject({ time_zone: 'America/Chicago', time_zone_name: 'CST' });
    const response = await fetch(`${api.url}/reports/${saved.body.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('11:30 PM CST');
    expect(text).toContain('12:30 AM CST, November 24, 2026');
  });

  it('shows on the print page as SVG: the same map as the PDF, labelled, with north, scale and legend', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const response = await fetch(`${api.url}/reports/${saved.id}/map.svg`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The field on top, labelled; free CLU outlines around it; the drift zone in the legend.
    expect(svg).toContain('>Creek quarter</text>');
    expect(svg).toContain('fill="none"');
    expect(svg).toContain('Drift zone (about');
    expect(svg).toContain('>N</text>');
    expect(svg).toMatch(/>\d+ k?m<\/text>/);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(3);
    expect(svg).not.toContain('<script');
  });

  it('draws the free land beside the field on which the grower noted a crop', async () => {
    await api.db.query(
      `INSERT INTO adjacent_traits (account_id, adjecent_uuid, crop_id, crop_trait_id)
       SELECT u.account_id, c.uuid, t.crop_id, t.id
       FROM users u, fields f, clu_fields c, crop_traits t JOIN crops cr ON cr.id = t.crop_id
       WHERE u.uuid = $1 AND f.uuid = $2 AND c.uuid <> f.clu_uuid AND ST_Touches(c.geom, f.geom)
         AND NOT EXISTS (SELECT 1 FROM fields x WHERE x.clu_uuid = c.uuid)
         AND cr.name = 'grape' AND t.trait_name = 'Conventional'
       LIMIT 1`,
      [grower.uuid, field.uuid],
    );
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const svg = await (
      await fetch(`${api.url}/reports/${saved.id}/map.svg`, {
        headers: { authorization: `Bearer ${grower.access}` },
      })
    ).text();
    expect(svg).toContain('Free land, crop noted by you');
    expect(svg).toContain('fill="#e9ecef"');
  });
});
