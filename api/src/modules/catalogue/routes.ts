import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4, int4 } from '../../input';
import {
  compatibilityBody,
  crop,
  cropIdsBody,
  cropTrait,
  cropTraitIdsBody,
  herbicideGroup,
  herbicideGroupIdsBody,
  myHerbicideGroup,
  tankMix,
  tankMixBody,
  toCropTrait,
  toHerbicideGroup,
  toMyHerbicideGroup,
  toVerdict,
  verdict,
} from './schemas';
import type { CatalogService } from './service';

const tags = ['catalogue'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const catalogRoutes =
  (catalog: CatalogService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth) };
    const security = [{ bearer: [] }];
    const myCrops = z.object({ my_crop: z.object({ crops: z.array(crop) }) });
    const neighboringCrops = z.object({ neighboring_crop: z.object({ crops: z.array(crop) }) });
    const myTraits = z.object({ my_crop_trait: z.object({ crop_traits: z.array(cropTrait) }) });
    const myHerbicides = z.object({
      my_herbicide: z.object({ herbicide_groups: z.array(myHerbicideGroup) }),
    });

    app.get(
      '/farms/crops/',
      { ...signedIn, schema: { tags, security, response: { 200: z.array(crop), ...failures } } },
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
        ...signedIn,
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
        ...signedIn,
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

    app.get(
      '/herbicides/tank-mixes/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The account's tank mixes; 404 when it has none.",
          response: { 200: z.array(tankMix), ...failures },
        },
      },
      async (request) => catalog.tankMixes(viewerOf(request)),
    );

    app.post(
      '/herbicides/tank-mixes/me/',
      { ...signedIn, schema: { tags, security, body: tankMixBody, response: { 201: tankMix, ...failures } } },
      async (request, reply) =>
        reply.status(201).send(await catalog.createTankMix(viewerOf(request), request.body)),
    );

    app.delete(
      '/herbicides/tank-mixes/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          params: z.object({ id: coercedInt4().positive() }),
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await catalog.deleteTankMix(viewerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/herbicides/compatibility/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Would spraying these herbicide groups, actives or tank mix injure these crops? Answered per active ingredient.',
          body: compatibilityBody,
          response: { 200: z.object({ results: z.array(verdict) }), ...failures },
        },
      },
      async (request) => ({
        results: (await catalog.compatibility(viewerOf(request), request.body)).map(toVerdict),
      }),
    );

    app.post(
      '/herbicides/compatibility/tank-mixes/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "The compatibility answer of many of the account's tank mixes in one call (each as POST herbicides/compatibility/ with its tank_mix), in the order asked.",
          body: z.object({
            tank_mixes: z
              .array(int4('tank_mixes must be a list of tank mix ids').positive(), {
                error: 'tank_mixes must be a list of tank mix ids',
              })
              .min(1)
              .max(100),
          }),
          response: {
            200: z.object({
              results: z.array(z.object({ tank_mix: z.number().int(), results: z.array(verdict) })),
            }),
            ...failures,
          },
        },
      },
      async (request) => ({
        results: (await catalog.mixesCompatibility(viewerOf(request), request.body.tank_mixes)).map(
          (answer) => ({ tank_mix: answer.tank_mix, results: answer.results.map(toVerdict) }),
        ),
      }),
    );
  };
