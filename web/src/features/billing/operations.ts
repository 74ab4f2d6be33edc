import { graphql } from '../../graphql/generated';

export const PackagesQuery = graphql(`
  query Packages {
    packages {
      id
      name
      plan
      price
      months
      packageStripeId
    }
  }
`);

export const AccountPlanFields = graphql(`
  fragment AccountPlanFields on AccountPlan {
    plan
    account
    expiresAt
    renews
    provider
    package {
      id
      name
      price
      months
    }
    card {
      brand
      last4
      paymentMethodId
    }
  }
`);

export const AccountPlanQuery = graphql(`
  query AccountPlan {
    accountPlan {
      ...AccountPlanFields
    }
  }
`);

export const ChangeSubscriptionMutation = graphql(`
  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {
    changeSubscription(input: $input) {
      ok
      errors {
        field
        message
      }
      charged
      subscription {
        ...AccountPlanFields
      }
    }
  }
`);

export const VerifyCouponMutation = graphql(`
  mutation VerifyCoupon($couponCode: String!) {
    verifyCoupon(couponCode: $couponCode) {
      ok
      errors {
        field
        message
      }
      couponCode
      price
    }
  }
`);

export const VerifyCardMutation = graphql(`
  mutation VerifyCard($input: CardInput!) {
    verifyCard(input: $input) {
      ok
      errors {
        field
        message
      }
      brand
      last4
      paymentMethodId
    }
  }
`);

export const BuyPackageMutation = graphql(`
  mutation BuyPackage($input: BuyPackageInput!) {
    buyPackage(input: $input) {
      ok
      errors {
        field
        message
      }
      invoiceUrl
      plan
      planExpiresAt
      amount
    }
  }
`);

export const CheckoutSessionMutation = graphql(`
  mutation CheckoutSession($packageStripeId: String!) {
    checkoutSession(packageStripeId: $packageStripeId) {
      ok
      errors {
        field
        message
      }
      url
    }
  }
`);

export const BillingPortalSessionMutation = graphql(`
  mutation BillingPortalSession {
    billingPortalSession {
      ok
      errors {
        field
        message
      }
      url
    }
  }
`);
