import { graphql } from '../../graphql/generated';

export const AuditLogQuery = graphql(`
  query AuditLog($page: Int!, $account: ID, $actor: ID, $action: String) {
    auditLog(page: $page, account: $account, actor: $actor, action: $action) {
      meta {
        ...PaginationFields
      }
      result {
        id
        action
        actorUuid
        actor {
          fullName
          email
        }
        accountUuid
        account {
          fullName
          email
          name
        }
        detail
        createdAt
      }
    }
  }
`);
