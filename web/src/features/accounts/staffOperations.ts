import { graphql } from '../../graphql/generated';

export const StaffAccountsQuery = graphql(`
  query StaffAccounts($search: String, $page: Int!) {
    staffAccounts(search: $search, page: $page) {
      meta {
        ...PaginationFields
      }
      result {
        uuid
        fullName
        email
        accountName
        plan
        isActive
        isAgRetailer
        isDeveloper
        isStaff
        createdAt
      }
    }
  }
`);
