import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './typePolicies';

// Two screens asking for other facts of the same records. Parsed here, not written as
// `graphql(...)` documents, so codegen does not take them for the app's.
type Pair = { name: string; queries: [string, string]; answers: [unknown, unknown] };

const farm = (fields: object[]) => ({ __typename: 'Farm', id: 1, name: 'Miller Creek Farms', fields });
const field = { __typename: 'Field', uuid: 'f-1', name: 'Creek field' };
const trait = (facts: object) => ({ __typename: 'CropTrait', id: 41, ...facts });
const pairs: Pair[] = [
  {
    name: "a grower's fields, in the sidebar (with crops) and the map's farm list (with centres)",
    queries: [
      'query A { myFarms { id name fields { uuid name crop { id name } } } }',
      'query B { myFarms { id name fields { uuid name center { lat lng } } } }',
    ],
    answers: [
      { myFarms: [farm([{ ...field, crop: { __typename: 'Crop', id: 3, name: 'Corn' } }])] },
      { myFarms: [farm([{ ...field, center: { __typename: 'LatLng', lat: 38.1, lng: -97.4 } }])] },
    ],
  },
  {
    name: "the colour schema, for the map's boundaries and for the spray map's drift",
    queries: ['query A { colorSchema { myField claimedFields } }', 'query B { colorSchema { drift } }'],
    answers: [
      { colorSchema: { __typename: 'ColorSchema', myField: '#2f9e44', claimedFields: '#868e96' } },
      { colorSchema: { __typename: 'ColorSchema', drift: '#f08c00' } },
    ],
  },
  {
    name: "each crop's traits, for the crop/trait picker (crop ids) and the Traits screen (names)",
    queries: [
      'query A { cropTraitGroups { cropName crop { id } traits { id traitName } } }',
      'query B { cropTraitGroups { cropName traits { id name } } }',
    ],
    answers: [
      {
        cropTraitGroups: [
          {
            __typename: 'CropTraitGroup',
            cropName: 'Soybean',
            crop: { __typename: 'Crop', id: 2 },
            traits: [trait({ traitName: 'Enlist E3' })],
          },
        ],
      },
      {
        cropTraitGroups: [
          {
            __typename: 'CropTraitGroup',
            cropName: 'Soybean',
            traits: [trait({ name: 'soybean - Enlist E3' })],
          },
        ],
      },
    ],
  },
];

describe('the cache', () => {
  it.each(pairs)('keeps one copy of $name: each is asked for once', async ({ queries, answers }) => {
    const [first, second] = queries.map((text) => parse(text) as TypedDocumentNode) as [
      TypedDocumentNode,
      TypedDocumentNode,
    ];
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          const name = operation.operationName ?? '';
          asked.push(name);
          // Each answer after the other query was sent, as on a slow link.
          setTimeout(() => {
            observer.next({ data: (name === 'A' ? answers[0] : answers[1]) as Record<string, unknown> });
            observer.complete();
          });
        }),
    );
    const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link });
    const seen = { A: 0, B: 0 };
    const watch = (query: TypedDocumentNode, name: keyof typeof seen) =>
      client.watchQuery({ query }).subscribe((result) => {
        if (result.dataState === 'complete') seen[name]++;
      });
    const subscriptions = [watch(first, 'A'), watch(second, 'B')];
    await expect.poll(() => seen.A > 0 && seen.B > 0).toBe(true);
    // A cache that kept one copy per query would have the later answer replace the other's, and
    // that screen ask again (and so on, back and forth: five rounds on Slow 4G, issue 38).
    expect(asked.sort()).toEqual(['A', 'B']);
    expect(client.readQuery({ query: first })).toMatchObject(answers[0] as object);
    expect(client.readQuery({ query: second })).toMatchObject(answers[1] as object);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});
