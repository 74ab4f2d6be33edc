import { GraphQLError, GraphQLScalarType } from 'graphql';

const outputOnly = () => {
  throw new GraphQLError('CluWireFields is only sent, never accepted.');
};

/**
 * A batch's fields in the map's compact form: the array itself, or on the event stream the
 * stand-in string that the write replaces with its JSON text (subscriptions/flow-control.ts).
 */
export const CluWireFields = new GraphQLScalarType({
  name: 'CluWireFields',
  serialize(value) {
    if (typeof value !== 'string' && !Array.isArray(value))
      throw new GraphQLError('CluWireFields must be a batch of fields.');
    return value;
  },
  parseValue: outputOnly,
  parseLiteral: outputOnly,
});
