import type { DriftZoneResolvers } from '../../generated/resolvers';

export const DriftZone: DriftZoneResolvers = {
  polygons: (zone) => zone.geometry?.coordinates ?? [],
  windSpeedMph: (zone) => zone.properties.wind_speed_mph,
  windDirectionDeg: (zone) => zone.properties.wind_direction_deg,
  windDirection: (zone) => zone.properties.wind_direction,
  dropletClass: (zone) => zone.properties.droplet_class,
  boomHeightIn: (zone) => zone.properties.boom_height_in,
  activeIngredients: (zone) => zone.properties.active_ingredients,
  distanceFt: (zone) => zone.properties.distance_ft,
  physicalDistanceFt: (zone) => zone.properties.physical_distance_ft,
  labelBufferFt: (zone) => zone.properties.label_buffer?.downwind_ft ?? null,
  labelBufferActive: (zone) => zone.properties.label_buffer?.active ?? null,
  labelBufferSource: (zone) => zone.properties.label_buffer?.source ?? null,
  acres: (zone) => zone.properties.acres,
  weatherSource: (zone) =>
    zone.properties.weather_source === null
      ? null
      : zone.properties.weather_source === 'nws'
        ? 'NWS'
        : 'SAMPLE',
};
