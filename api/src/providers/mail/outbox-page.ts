import { escapeHtml } from '@field-boundaries/contract/html';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { type OutboxMail, readOutbox } from './outbox';

// The local outbox (no SMTP_URL) at /dev/mail/, where the README sends a developer for the
// activation mail: a page in a browser, its links clickable; JSON to anything else (tests,
// scripts, curl), as it always was.

const when = (iso: string) => new Date(iso).toUTCString();

/** Whether a mail's link is a web address (http or https), the only kind made an anchor. */
const isWebAddress = (link: string) => ['http:', 'https:'].includes(URL.parse(link)?.protocol ?? '');

/** A link of a mail as an anchor: only http(s) addresses, each written out escaped. */
const anchor = (link: string) =>
  isWebAddress(link) ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link);

function mailHtml(mail: OutboxMail): string {
  const links = mail.links.map((link) => `<li>${anchor(link)}</li>`).join('');
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(when(mail.created_at))}</p>
${links ? `<ul aria-label="Links in this mail">${links}</ul>` : ''}
<pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

export function outboxPage(mails: OutboxMail[], to: string | undefined): string {
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'Every address';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail outbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem; margin: 1rem 0; }
.meta { color: #444; margin-top: 0; }
pre { white-space: pre-wrap; font: inherit; }
a { color: #0b5394; }
</style>
</head>
<body>
<main>
<h1>Local mail outbox</h1>
<p>Mail the product sent while no SMTP server is configured (<code>SMTP_URL</code>), newest first. ${heading}.</p>
<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Show</button></form>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n')}
</main>
</body>
</html>`;
}

/** GET /dev/mail/: the outbox, newest first, as a page for a browser or as JSON. */
export const outboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/mail/',
      {
        schema: {
          tags: ['development'],
          description:
            'The local outbox (only without SMTP_URL), newest first: an HTML page for a browser (Accept: text/html), JSON otherwise.',
          querystring: z.object({ to: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const to = request.query.to || undefined;
        const mails = await readOutbox(db, to);
        if (!request.headers.accept?.includes('text/html')) return mails;
        return reply.type('text/html; charset=utf-8').send(outboxPage(mails, to));
      },
    );
  };
