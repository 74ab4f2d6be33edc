import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { CompactField } from '@field-boundaries/contract/wire';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerQuery } from '../graphql/session';
import { openOfflineStore } from '../map/offlineStore';
import { createOfflineLink } from '../offline/offlineLink';
import type { Viewer } from './useViewer';
import { rememberViewer, startSignedOutWithoutSession } from './viewerCache';

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
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
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
    // biome-ignore lint/suspicious/noDocumentCookie: the gateway's readable cookie, as a browser holds it
    document.cookie = 'god_mode=false; path=/';
    const { client, asked } = clientOfGrower();
    startSignedOutWithoutSession(client);
    await client.query({ query: ViewerQuery });
    expect(asked).toEqual(['Viewer']);
  });
});

const grower = (uuid: string) =>
  ({ __typename: 'User', id: 1, uuid, email: `${uuid}@farm.example` }) as unknown as Viewer;
const kept: CompactField = { u: 'f-1', a: 80, c: false, m: false, b: false, o: null, p: [['_p~iF~ps|U']] };

describe("signing in on a device that kept a grower's fields for offline use", () => {
  /** A device whose last visit was `uuid`'s: its viewer answer and one CLU node kept. */
  async function deviceOf(uuid: string) {
    globalThis.indexedDB = new IDBFactory();
    const device = openOfflineStore();
    await device.saveSnapshot({ 'Viewer {}': { me: grower(uuid) } });
    await device.saveNode(7, 3, [kept]);
    createOfflineLink(device);
    return device;
  }

  it('keeps them when the same grower signs in again (their session had run out)', async () => {
    const device = await deviceOf('dana');
    await rememberViewer(clientOfGrower().client, grower('dana'), device);
    expect((await device.nodes([7])).map((node) => node.id)).toEqual([7]);
    await device.close();
  });

  it('forgets them when another account signs in', async () => {
    const device = await deviceOf('dana');
    await rememberViewer(clientOfGrower().client, grower('sam'), device);
    expect(await device.nodes([7])).toEqual([]);
    await device.close();
  });
});
