import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isRings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((ring) => typeof ring === 'string');

/** A polygon's rings as polyline strings, passed through from the api as they are. */
export const EncodedRings = new GraphQLScalarType({
  name: 'EncodedRings',
  serialize(value) {
    if (!isRings(value)) throw new GraphQLError('EncodedRings must be a list of polyline strings.');
    return value;
  },
  parseValue(value) {
    if (!isRings(value)) throw new GraphQLError('EncodedRings must be a list of polyline strings.');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.LIST) throw new GraphQLError('EncodedRings must be a list of polyline strings.');
    return ast.values.map((ring) => {
      if (ring.kind !== Kind.STRING)
        throw new GraphQLError('EncodedRings must be a list of polyline strings.');
      return ring.value;
    });
  },
});
