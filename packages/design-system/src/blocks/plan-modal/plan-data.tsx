import { Crown, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';

/** The two plans the modal offers. */
export type PlanId = 'basic' | 'premium';

/** What a plan card says; the app passes it (its product's names, prices and features). */
export interface PlanCardContent {
  /** Plan name as shown, e.g. "PREMIUM". */
  name: string;
  /** Price as shown, e.g. "$1 per GB". */
  price: string;
  description: string;
  features: string[];
}

/** How a plan card looks: icon and colours. */
export interface PlanCardLook {
  /** Decorative icon (hidden from assistive technology), tinted with `iconColor`. */
  icon: ReactNode;
  /** Card background: any CSS colour; theme tokens such as `var(--rrl-alternate)` follow light and dark. */
  background: string;
  /** Icon tint: any CSS colour, theme tokens recommended. */
  iconColor: string;
}

/** A plan card: name, price, icon, description, features, background and icon colour. */
export interface PlanCardData extends PlanCardContent, PlanCardLook {
  id: PlanId;
}

// Cites docs/product.md#plans.
/** The looks of the free and the paid card; the modal applies them by plan id. */
export const planCardLooks: Record<PlanId, PlanCardLook> = {
  basic: { icon: <Sprout />, background: 'var(--rrl-surface)', iconColor: 'var(--rrl-muted)' },
  premium: { icon: <Crown />, background: 'var(--rrl-alternate)', iconColor: 'var(--rrl-primary-strong)' },
};
