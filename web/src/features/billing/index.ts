// What other features use of plans and payments.
export { useOpenBillingPortal } from './hooks';
