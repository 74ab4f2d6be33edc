import { graphql } from '../../graphql/generated';

export const PaginationFields = graphql(`
  fragment PaginationFields on PaginationMeta {
    page
    totalPages
    total
    resultsOnPage
    previousPage
    nextPage
  }
`);

export const AssignedRetailersQuery = graphql(`
  query AssignedRetailers($page: Int!) {
    assignedRetailers(page: $page) {
      meta {
        ...PaginationFields
      }
      result {
        id
        uuid
        fullName
        email
        company
        lastEnteredAt
      }
    }
  }
`);

export const AssignedAccountsQuery = graphql(`
  query AssignedAccounts($page: Int!) {
    assignedAccounts(page: $page) {
      meta {
        ...PaginationFields
      }
      result {
        id
        uuid
        fullName
        email
        accountName
        lastEnteredAt
      }
    }
  }
`);

export const SendAgRetailerInviteMutation = graphql(`
  mutation SendAgRetailerInvite($email: String!) {
    sendAgRetailerInvite(email: $email) {
      ok
      errors {
        field
        message
      }
      email
      upgradeRequired
    }
  }
`);

export const RemoveAgRetailerMutation = graphql(`
  mutation RemoveAgRetailer($id: ID!) {
    removeAgRetailer(id: $id) {
      ok
      errors {
        message
      }
    }
  }
`);

export const AgRetailerInviteQuery = graphql(`
  query AgRetailerInvite($inviteHash: String!) {
    agRetailerInvite(inviteHash: $inviteHash) {
      ok
      errors {
        message
      }
      invite {
        growerName
        accountName
        retailerName
        company
        invitedBy
        expiresAt
      }
    }
  }
`);

export const AcceptAgRetailerInviteMutation = graphql(`
  mutation AcceptAgRetailerInvite($inviteHash: String!) {
    acceptAgRetailerInvite(inviteHash: $inviteHash) {
      ok
      errors {
        message
      }
    }
  }
`);

export const EnterGodModeMutation = graphql(`
  mutation EnterGodMode($uuid: ID!) {
    enterGodMode(uuid: $uuid) {
      ok
      errors {
        message
      }
      godMode
      user {
        ...ViewerFields
      }
    }
  }
`);

export const LeaveGodModeMutation = graphql(`
  mutation LeaveGodMode {
    leaveGodMode {
      ok
      errors {
        message
      }
      user {
        ...ViewerFields
      }
    }
  }
`);

// The retailers' users sidebar (spec 2: Dashboard and Reports): the assigned accounts with
// their farms, and, once a farm is chosen, that farm's fields with their boundaries.
// No crops or traits: retailers do not see them outside god mode (spec 6; the api refuses).
export const UsersSidebarQuery = graphql(`
  query UsersSidebar($page: Int!) {
    assignedAccounts(page: $page) {
      meta {
        ...PaginationFields
      }
      result {
        id
        uuid
        fullName
        email
        accountName
        farms {
          id
          name
          fieldCount
          acres
        }
      }
    }
  }
`);

export const GrowerFarmFieldsQuery = graphql(`
  query GrowerFarmFields($account: ID!, $farm: Int!) {
    assignedFarmFields(account: $account, farm: $farm) {
      uuid
      name
      area
      bbox
      isBuilding
      geometry {
        coordinates
      }
    }
  }
`);

export const PendingInvitesQuery = graphql(`
  query PendingInvites($page: Int!) {
    pendingInvites(page: $page) {
      meta {
        ...PaginationFields
      }
      result {
        id
        direction
        name
        email
        business
        invitedBy
        sentAt
        expiresAt
        expired
      }
    }
  }
`);

export const ResendAgRetailerInviteMutation = graphql(`
  mutation ResendAgRetailerInvite($id: ID!) {
    resendAgRetailerInvite(id: $id) {
      ok
      errors {
        message
      }
      email
    }
  }
`);

export const CancelAgRetailerInviteMutation = graphql(`
  mutation CancelAgRetailerInvite($id: ID!) {
    cancelAgRetailerInvite(id: $id) {
      ok
      errors {
        message
      }
    }
  }
`);
