import type { ReactNode } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';
import { PlanCard } from './plan-card';
import { planCardLooks, type PlanCardContent, type PlanCardLook, type PlanId } from './plan-data';

/** Every visible string of the Plan modal outside the plan cards. */
export interface PlanModalLabels {
  title: string;
  description: string;
  /** The PREMIUM card's link. */
  choosePremium: string;
  /** Shown on the BASIC card instead of an action. */
  basicNote: string;
  /** Badge on the card of the plan the user is on. */
  currentPlan: string;
  /** The close button; built in by default. */
  close?: string;
}

export interface PlanModalProps {
  /** Controlled open state; leave undefined and pass `trigger` to let the modal manage it. */
  open?: boolean;
  /** Called when the modal opens or closes (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal (e.g. the "Change plan" button); focus returns to it on close. */
  trigger?: ReactNode;
  /** Where the PREMIUM card leads (the payment route). */
  premiumHref: string;
  /** Renders the PREMIUM link, e.g. with the app's router; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** The plan the user is on; its card carries the "Current plan" badge. */
  currentPlan?: PlanId | null;
  /** What each card says, from the app's product facts; a look can be overridden per plan. */
  plans: Record<PlanId, PlanCardContent & Partial<PlanCardLook>>;
  /** Visible strings; they name the app's plans, so the app passes them. */
  labels: PlanModalLabels;
}

/**
 * The Plan modal: BASIC and PREMIUM side by side. Only PREMIUM is actionable; BASIC is the
 * free tier and cannot be chosen here. Focus is trapped while open and returns to the trigger.
 * The PREMIUM action sits in the dialog's footer, which stays in view while the cards scroll
 * under it: on a phone or a short window the cards are taller than the screen, and an action
 * at the bottom of the PREMIUM card would wait below the fold with nothing pointing to it.
 */
export function PlanModal({
  open,
  onOpenChange,
  trigger,
  premiumHref,
  renderLink = renderAnchorLink,
  currentPlan = 'basic',
  plans,
  labels,
}: PlanModalProps) {
  const badgeFor = (id: PlanId) => (currentPlan === id ? labels.currentPlan : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      size="lg"
      footer={
        <Button asChild className="w-full text-center whitespace-normal ds-md:w-auto">
          {renderLink({ href: premiumHref, children: labels.choosePremium })}
        </Button>
      }
    >
      <div data-slot="plan-modal" className="grid gap-4 ds-md:grid-cols-2">
        <PlanCard
          plan={{ id: 'basic', ...planCardLooks.basic, ...plans.basic }}
          badge={badgeFor('basic')}
          note={labels.basicNote}
        />
        <PlanCard
          plan={{ id: 'premium', ...planCardLooks.premium, ...plans.premium }}
          badge={badgeFor('premium')}
          // Outlined in the primary colour, as the footer's action is: the card it continues with.
          className="border-ds-primary"
        />
      </div>
    </Dialog>
  );
}
