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

export const AccountPlanQuery = graphql(`
  query AccountPlan {
    accountPlan {
      plan
      account
      expiresAt
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
