import type { FarmFieldsQuery } from './generated/graphql.js';

// A farm's fields as GeoJSON (RFC 7946): one Feature per field, its boundary a MultiPolygon of
// [longitude, latitude] positions as the gateway sends it, its facts as properties.

export type FieldProperties = {
  uuid: string;
  name: string;
  farm: number;
  acres: number;
  crop: string | null;
  cropTrait: string | null;
  isBuilding: boolean;
  cluUuid: string | null;
  boundaryVersion: number;
};

export type FieldFeature = {
  type: 'Feature';
  id: string;
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
  properties: FieldProperties;
};

export type FieldCollection = { type: 'FeatureCollection'; features: FieldFeature[] };

type Farm = FarmFieldsQuery['myFarms'][number];

export function fieldsAsGeoJSON(farm: Farm): FieldCollection {
  return {
    type: 'FeatureCollection',
    features: farm.fields.map((field) => ({
      type: 'Feature',
      id: field.uuid,
      geometry: { type: 'MultiPolygon', coordinates: field.geometry.coordinates },
      properties: {
        uuid: field.uuid,
        name: field.name,
        farm: field.farm,
        acres: field.area,
        crop: field.crop?.name ?? null,
        cropTrait: field.cropTrait?.name ?? null,
        isBuilding: field.isBuilding,
        cluUuid: field.cluUuid,
        boundaryVersion: field.boundaryVersion,
      },
    })),
  };
}
