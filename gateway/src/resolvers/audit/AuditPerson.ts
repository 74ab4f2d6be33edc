import type { AuditPersonResolvers } from '../../generated/resolvers';

export const AuditPerson: AuditPersonResolvers = {
  fullName: (person) => person.full_name,
};
