import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';

/** Fields that need a signed-in user: UNAUTHENTICATED before any upstream call. */
export function requireSession(context: Pick<GatewayContext, 'session'>) {
  if (!context.session.accessToken) {
    throw new GraphQLError('You need to log in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
}
