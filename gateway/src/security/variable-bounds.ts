import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';

// Bounds on a request's variables (issue 50), checked before they are coerced or executed: only
// the 12 MB body bounded them, and one 10 MB variable took the gateway from 149 to 464 MB. The
// walk keeps its own stack, so variables nested a million deep (JSON.parse takes them) cannot
// overflow ours; graphql-js's coercion, which recurses, never sees them.

export type VariableLimits = {
  /** Objects and lists inside one another, counted from the variables object itself (1). */
  maxDepth: number;
  /** Every value in the variables: each object entry, list item and the scalars in them. */
  maxValues: number;
  /** The longest list. */
  maxListLength: number;
  /** The longest string, in characters, outside the inputs that carry a file. */
  maxStringLength: number;
};

/**
 * Inputs with a field that carries a whole file, base64, and how long it may be: a boundary file
 * (the api takes up to 16 MB of base64) within the 12 MB body. Their other strings are ordinary.
 */
type FileField = { field: string; maxLength: number };
const FILE_INPUTS: Record<string, FileField> = {
  ImportFieldsInput: { field: 'content', maxLength: 12 * 1024 * 1024 },
};

export const VARIABLES_TOO_LARGE = 'VARIABLES_TOO_LARGE';

/** What is wrong with `variables` under `limits`, said for the client; undefined when nothing is. */
export function variablesProblem(
  variables: unknown,
  limits: VariableLimits,
  files: Record<string, FileField> = {},
): string | undefined {
  if (variables === undefined || variables === null) return undefined;
  // `name`: the variable a value is in ($input), as the client named it.
  // `file`: the field of this input that carries a file, and may be that long.
  const stack: { value: unknown; depth: number; name: string; maxString: number; file?: FileField }[] = [
    { value: variables, depth: 1, name: 'object', maxString: limits.maxStringLength },
  ];
  let values = 0;
  while (stack.length > 0) {
    const { value, depth, name, maxString, file } = stack.pop() as (typeof stack)[number];
    values += 1;
    if (values > limits.maxValues)
      return `The variables hold too many values: at most ${limits.maxValues} are taken.`;
    if (typeof value === 'string') {
      if (value.length > maxString)
        return `The variable ${name} holds too long a string: at most ${maxString} characters are taken.`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limits.maxDepth)
      return `The variable ${name} is nested too deeply: at most ${limits.maxDepth} levels are taken.`;
    if (Array.isArray(value)) {
      if (value.length > limits.maxListLength)
        return `The variable ${name} holds too long a list: at most ${limits.maxListLength} items are taken.`;
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], depth: depth + 1, name, maxString, ...(file ? { file } : {}) });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const ordinary = limits.maxStringLength;
      if (depth === 1) {
        const declared = files[key];
        stack.push({
          value: item,
          depth: 2,
          name: `$${key}`,
          maxString: ordinary,
          ...(declared ? { file: declared } : {}),
        });
      } else
        stack.push({
          value: item,
          depth: depth + 1,
          name,
          maxString: file && key === file.field ? file.maxLength : ordinary,
        });
    }
  }
  return undefined;
}

/** The error to answer with: a GraphQL error, 400, before anything runs. */
export const variablesRefusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: VARIABLES_TOO_LARGE, http: { status: 400 } } });

/** Variables of the operation declared as a file-carrying input, with the field that carries it. */
function fileVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, FileField> {
  const allowances: Record<string, FileField> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type);
    const allowance = type ? FILE_INPUTS[getNamedType(type).name] : undefined;
    if (allowance) allowances[definition.variable.name.value] = allowance;
  }
  return allowances;
}

/** Refuses, before execution, a request whose variables pass `limits`. */
export function variableBoundsPlugin(limits: VariableLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, schema }) {
          const files = operation ? fileVariables(schema, operation) : {};
          const problem = variablesProblem(request.variables, limits, files);
          if (problem) throw variablesRefusal(problem);
        },
      };
    },
  };
}
