// What a printed report shows around its field, as the neighbours module answers it: the
// field's own outline, and the fields, free CLUs and noted land within a distance of it.
export {
  type FieldOutline,
  fieldsAround,
  type NearbyField,
  type NotedLand,
  ownFieldOutline,
} from './surroundings-store';
