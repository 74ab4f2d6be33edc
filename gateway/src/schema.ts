import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { resolvers } from './resolvers';

// The public contract lives in schema/*.graphql; the gateway executes exactly that.
const schemaDir = resolve(import.meta.dirname, '..', '..', 'schema');

export const typeDefs = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(join(schemaDir, file), 'utf8'));

export const createSchema = () => makeExecutableSchema({ typeDefs, resolvers });
