import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerQuery } from '../graphql/session';
import { startSignedOutWithoutSession } from './viewerCache';

/** A client whose gateway says a grower is signed in, counting the questions it is asked. */
function clientOfGrower() {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: { me: null } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), asked };
}

const expire = (name: string) => {
  document.cookie = `${name}=; max-age=0; path=/`;
};

describe('the first screen without a session', () => {
  afterEach(() => expire('god_mode'));

  it('is the sign-in page at once: nobody is signed in, and the gateway is not asked', async () => {
    const { client, asked } = clientOfGrower();
    startSignedOutWithoutSession(client);
    const answer = await client.query({ query: ViewerQuery });
    expect(answer.data?.me).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks the gateway who is signed in when the browser holds a session cookie', async () => {
    document.cookie = 'god_mode=false; path=/';
    const { client, asked } = clientOfGrower();
    startSignedOutWithoutSession(client);
    await client.query({ query: ViewerQuery });
    expect(asked).toEqual(['Viewer']);
  });
});
