import type { components } from './openapi';

// The api's own response shapes, bound to GraphQL types through codegen mappers.
export type ApiUser = components['schemas']['User'];
export type ApiError = components['schemas']['Error'];
