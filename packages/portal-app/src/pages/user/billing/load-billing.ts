import { gateway, type Billing } from '../../../api/gateway';
import type { ResourceLoader } from '../use-signed-in-resource';

/** The signed-in user's plan, balance, invoices and remembered billing details. */
export const loadBilling: ResourceLoader<Billing> = (idToken, signal) =>
  gateway().fetchBilling(idToken, { signal });
