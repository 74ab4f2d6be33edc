import { ApolloLink } from '@apollo/client';
import { type Client, createClient } from 'graphql-sse';
import { Observable } from 'rxjs';
import { config } from '../config';
import { fetchKeepingRefusals } from './streamRefusal';
import { streamRequest } from './trustedHash';

/**
 * GraphQL subscriptions inside Apollo, over graphql-sse (`/graphql/stream`). One client for the
 * app; it does not retry by itself: a feed that must stay open reopens itself with its own
 * cursor (liveSpray resumes after the last notice), which a blind retry would not know.
 */
export class SseLink extends ApolloLink {
  private readonly client: Client;

  constructor(
    client: Client = createClient({
      url: config.streamUrl,
      credentials: 'same-origin',
      retryAttempts: 0,
      fetchFn: fetchKeepingRefusals,
    }),
  ) {
    super();
    this.client = client;
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((sink) =>
      this.client.subscribe<ApolloLink.Result['data']>(
        streamRequest(operation.query, operation.variables, operation.operationName),
        {
          next: (result) => sink.next(result as ApolloLink.Result),
          complete: () => sink.complete(),
          error: (error) => sink.error(error),
        },
      ),
    );
  }

  dispose() {
    this.client.dispose();
  }
}
