import type { PackageResolvers } from '../../generated/resolvers';

export const Package: PackageResolvers = {
  id: (offer) => String(offer.id),
  packageStripeId: (offer) => offer.package_stripe_id,
};
