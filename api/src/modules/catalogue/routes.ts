import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import {
  crop,
  cropIdsBody,
  cropTrait,
  cropTraitIdsBody,
  herbicideGroup,
  herbicideGroupIdsBody,
  myHerbicideGroup,
  toCropTrait,
  toHerbicideGroup,
  toMyHerbicideGroup,
} from './schemas';
import type { CatalogueService } from './service';

const tags = ['catalogue'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The catalogue and a grower's picks from it (spec 3 and 7); compatibility-routes.ts judges sprays. */
export const catalogueRoutes =
  (catalog: CatalogueService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'catalogue:read', write: 'catalogue:write' }) };
    // Every crop, trait and herbicide group: reference data any connected app reads (a field's
    // crop is read through it under fields:read); a grower's own lists need catalogue:read.
    const reference = { onRequest: authenticate(auth, 'reference') };
    const security = [{ bearer: [] }];
    const myCrops = z.object({ my_crop: z.object({ crops: z.array(crop) }) });
    const neighboringCrops = z.object({ neighboring_crop: z.object({ crops: z.array(crop) }) });
    const myTraits = z.object({ my_crop_trait: z.object({ crop_traits: z.array(cropTrait) }) });
    const myHerbicides = z.object({
      my_herbicide: z.object({ herbicide_groups: z.array(myHerbicideGroup) }),
    });

    app.get(
      '/farms/crops/',
      { ...reference, schema: { tags, security, response: { 200: z.array(crop), ...failures } } },
      async (request) => catalog.crops(viewerOf(request)),
    );

    app.get(
      '/farms/crops/me/',
      { ...signedIn, schema: { tags, security, response: { 200: myCrops, ...failures } } },
      async (request) => ({ my_crop: { crops: await catalog.myCrops(viewerOf(request), 'account_crops') } }),
    );

    app.post(
      '/farms/crops/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "Replaces the grower's crops with crop_ids; crops without a trait get all of theirs.",
          body: cropIdsBody,
          response: { 200: myCrops, ...failures },
        },
      },
      async (request) => ({
        my_crop: { crops: await catalog.setCrops(viewerOf(request), 'account_crops', request.body.crop_ids) },
      }),
    );

    app.get(
      '/farms/neighboring-crops/me/',
      { ...signedIn, schema: { tags, security, response: { 200: neighboringCrops, ...failures } } },
      async (request) => ({
        neighboring_crop: { crops: await catalog.myCrops(viewerOf(request), 'account_neighboring_crops') },
      }),
    );

    app.post(
      '/farms/neighboring-crops/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "Replaces the crops the grower's neighbours grow with crop_ids.",
          body: cropIdsBody,
          response: { 200: neighboringCrops, ...failures },
        },
      },
      async (request) => ({
        neighboring_crop: {
          crops: await catalog.setCrops(
            viewerOf(request),
            'account_neighboring_crops',
            request.body.crop_ids,
          ),
        },
      }),
    );

    app.get(
      '/farms/crop-traits/',
      {
        ...reference,
        schema: {
          tags,
          security,
          description: 'Every crop trait, grouped by crop name.',
          response: { 200: z.record(z.string(), z.array(cropTrait)), ...failures },
        },
      },
      async (request) => {
        const traits = await catalog.cropTraits(viewerOf(request));
        return Object.fromEntries(
          [...new Set(traits.map((trait) => trait.crop_name))].map((name) => [
            name,
            traits.filter((trait) => trait.crop_name === name).map(toCropTrait),
          ]),
        );
      },
    );

    app.get(
      '/farms/crop-traits/me/',
      { ...signedIn, schema: { tags, security, response: { 200: myTraits, ...failures } } },
      async (request) => ({
        my_crop_trait: { crop_traits: (await catalog.myCropTraits(viewerOf(request))).map(toCropTrait) },
      }),
    );

    app.post(
      '/farms/crop-traits/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "Replaces the grower's crop traits; a crop still grown keeps at least one trait.",
          body: cropTraitIdsBody,
          response: { 200: myTraits, ...failures },
        },
      },
      async (request) => ({
        my_crop_trait: {
          crop_traits: (await catalog.setCropTraits(viewerOf(request), request.body.crop_trait_ids)).map(
            toCropTrait,
          ),
        },
      }),
    );

    app.get(
      '/herbicides/groups/',
      {
        ...reference,
        schema: {
          tags,
          security,
          response: { 200: z.object({ herbicide_groups: z.array(herbicideGroup) }), ...failures },
        },
      },
      async (request) => ({
        herbicide_groups: (await catalog.herbicideGroups(viewerOf(request))).map(toHerbicideGroup),
      }),
    );

    app.get(
      '/herbicides/me/',
      { ...signedIn, schema: { tags, security, response: { 200: myHerbicides, ...failures } } },
      async (request) => ({
        my_herbicide: {
          herbicide_groups: (await catalog.myHerbicideGroups(viewerOf(request))).map(toMyHerbicideGroup),
        },
      }),
    );

    app.post(
      '/herbicides/me/',
      {
        ...signedIn,
        schema: { tags, security, body: herbicideGroupIdsBody, response: { 200: myHerbicides, ...failures } },
      },
      async (request) => ({
        my_herbicide: {
          herbicide_groups: (
            await catalog.setHerbicideGroups(viewerOf(request), request.body.herbicide_group_ids)
          ).map(toMyHerbicideGroup),
        },
      }),
    );
  };
