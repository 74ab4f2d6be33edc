import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { forgetBoundaryAnswers } from './boundaryAnswers';

type Drift = {
  fieldDrift: { __typename: 'DriftZoneResult'; zone: { __typename: 'DriftZone'; polygons: number[][][][] } };
};
// Parsed here, not written as a `graphql(...)` document, so codegen does not take it for the app's.
const DriftQuery: TypedDocumentNode<Drift, { uuid: string }> = parse(`
  query Drift($uuid: ID!) {
    fieldDrift(uuid: $uuid) {
      zone {
        polygons
      }
    }
  }
`);

const square = (west: number): number[][][][] => [
  [
    [
      [west, 38],
      [west + 1, 38],
      [west + 1, 39],
      [west, 38],
    ],
  ],
];

/** A client whose api answers the drift zone of the field as it is now (`boundary.west`). */
function clientOf(boundary: { west: number }) {
  let asked = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        asked++;
        const zone = { __typename: 'DriftZone', polygons: square(boundary.west) };
        observer.next({ data: { fieldDrift: { __typename: 'DriftZoneResult', zone } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return { client, asked: () => asked };
}

describe('forgetBoundaryAnswers', () => {
  it('makes the drift zone on screen ask again at once, and shows the new one', async () => {
    const boundary = { west: -97 };
    const { client, asked } = clientOf(boundary);
    const seen: number[] = [];
    const watched = client.watchQuery({ query: DriftQuery, variables: { uuid: 'a' } }).subscribe((result) => {
      const west = result.data?.fieldDrift?.zone?.polygons?.[0]?.[0]?.[0]?.[0];
      if (west !== undefined) seen.push(west);
    });
    await expect.poll(() => seen).toEqual([-97]);
    // The field was merged with its neighbour to the west.
    boundary.west = -98;
    forgetBoundaryAnswers(client.cache);
    await expect.poll(() => seen).toEqual([-97, -98]);
    expect(asked()).toBe(2);
    watched.unsubscribe();
  });

  it('leaves no zone in the cache for a field not on screen: it is asked for when next shown', async () => {
    const boundary = { west: -97 };
    const { client, asked } = clientOf(boundary);
    await client.query({ query: DriftQuery, variables: { uuid: 'b' } });
    forgetBoundaryAnswers(client.cache);
    boundary.west = -96;
    const again = await client.query({ query: DriftQuery, variables: { uuid: 'b' } });
    expect(again.data?.fieldDrift.zone.polygons[0]?.[0]?.[0]?.[0]).toBe(-96);
    expect(asked()).toBe(2);
  });
});
