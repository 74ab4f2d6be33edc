import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { errorFromResponse, type UpstreamErrorBody } from '../../upstream/errors';
import { formatOf } from './format';

export const Query: QueryResolvers = {
  async farmFieldsFile(_parent, { farm, format }, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/farms/{id}/fields/export/', {
      params: { path: { id: farm }, query: { format: formatOf(format) } },
      parseAs: 'arrayBuffer',
    });
    // A refusal's JSON (which names the scope a partner token lacks) is in `error`; the bytes are
    // read only from a file.
    if (!answer.response.ok)
      throw errorFromResponse(answer.response.status, answer.error as UpstreamErrorBody | undefined);
    const disposition = answer.response.headers.get('content-disposition') ?? '';
    return {
      filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'fields',
      contentType: answer.response.headers.get('content-type') ?? 'application/octet-stream',
      base64: Buffer.from(answer.data as ArrayBuffer).toString('base64'),
    };
  },
};
