import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeMail } from './outbox';

// The local outbox the README sends a developer to: a page in a browser, its links clickable and
// everything a mail carries escaped; JSON for scripts and tests, as before.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await writeMail(
    {
      to: 'ada@prairie.example',
      subject: 'Activate <b>your</b> account',
      text: 'Open this link: http://localhost:4000/activate?user=1&hash=2',
      html: '<p>Open</p>',
      links: ['http://localhost:4000/activate?user=1&hash=2', 'javascript:alert(1)'],
    },
    api.db,
  );
});
afterAll(() => api?.close());

const outbox = (accept: string, query = '') => fetch(`${api.url}/dev/mail/${query}`, { headers: { accept } });

describe('the local mail outbox', () => {
  it('is a page for a browser, with each mail’s links to click and its text escaped', async () => {
    const answer = await outbox('text/html,application/xhtml+xml,*/*;q=0.8');
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain('<title>Local mail outbox</title>');
    expect(page).toContain(
      '<a href="http://localhost:4000/activate?user=1&#38;hash=2">http://localhost:4000/activate?user=1&#38;hash=2</a>',
    );
    expect(page).toContain('Activate &#60;b&#62;your&#60;/b&#62; account');
    expect(page).not.toContain('<b>your</b>');
    // Only web addresses become links.
    expect(page).not.toContain('href="javascript:');
  });

  it('narrows to one address, and stays JSON for anything that does not ask for a page', async () => {
    const page = await (await outbox('text/html', '?to=nobody@prairie.example')).text();
    expect(page).toContain('No mail yet.');
    const json = await outbox('application/json', '?to=ada@prairie.example');
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual([
      expect.objectContaining({ to: 'ada@prairie.example', subject: 'Activate <b>your</b> account' }),
    ]);
  });
});
