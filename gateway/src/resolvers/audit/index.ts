import type { Resolvers } from '../../generated/resolvers';
import { AuditAccount } from './AuditAccount';
import { AuditEntry } from './AuditEntry';
import { AuditPerson } from './AuditPerson';
import { Query } from './Query';

export const audit: Resolvers = { Query, AuditEntry, AuditPerson, AuditAccount };
