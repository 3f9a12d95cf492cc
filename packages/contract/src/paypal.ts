// The PayPal payment backend's messages: create a checkout, capture the approved order.
import { CHARGE_RULE, findChargeProblem } from '@remoterl/product';
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { contractRegistry } from './registry.ts';
import type { CallableOperation } from './operation-types.ts';

const requiredText = (message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, tooLong);

const CHARGE_PROBLEM_MESSAGES = {
  required: ERROR_MESSAGES.price_required,
  min: ERROR_MESSAGES.price_min,
  max: ERROR_MESSAGES.price_max,
  step: ERROR_MESSAGES.price_step,
} as const;

// JSON.parse reads 1e309 as Infinity, which is not a number to zod; it is above the maximum.
const priceTypeMessage = (input: unknown): string => {
  if (input === undefined || input === null) return ERROR_MESSAGES.price_required;
  if (input === Number.POSITIVE_INFINITY) return ERROR_MESSAGES.price_max;
  if (input === Number.NEGATIVE_INFINITY) return ERROR_MESSAGES.price_min;
  return ERROR_MESSAGES.price_not_number;
};

/** Whole dollars; the rule itself lives in @remoterl/product, shared with the portal's form. */
const price = z
  .number({ error: (issue) => priceTypeMessage(issue.input) })
  .superRefine((value, context) => {
    const problem = findChargeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: CHARGE_PROBLEM_MESSAGES[problem] });
  })
  // The refinement above is invisible to JSON Schema; state the same rule for OpenAPI readers.
  .meta({ minimum: CHARGE_RULE.min, maximum: CHARGE_RULE.max, multipleOf: CHARGE_RULE.step });

export const CheckoutRequestSchema = z
  .object({
    price,
    name: requiredText(ERROR_MESSAGES.name_required, ERROR_MESSAGES.name_too_long),
    country: requiredText(ERROR_MESSAGES.country_required, ERROR_MESSAGES.country_too_long),
    city: requiredText(ERROR_MESSAGES.city_required, ERROR_MESSAGES.city_too_long),
  })
  .register(contractRegistry, { id: 'CheckoutRequest' });

export const CheckoutResponseSchema = z
  .object({ paypalUrl: z.url() })
  .register(contractRegistry, { id: 'CheckoutResponse' });

export const CaptureRequestSchema = z
  .object({
    token: z
      .string({ error: ERROR_MESSAGES.order_token_required })
      .min(1, ERROR_MESSAGES.order_token_required)
      .max(64),
  })
  .register(contractRegistry, { id: 'CaptureRequest' });

export const CaptureResponseSchema = z
  .object({
    status: z.literal('COMPLETED'),
    /** false when this order had already been captured: nothing more was credited. */
    credited: z.boolean(),
    balance: z.number(),
  })
  .register(contractRegistry, { id: 'CaptureResponse' });

export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
export type CaptureResponse = z.infer<typeof CaptureResponseSchema>;

/**
 * The payment operations as clients call them and the backend serves them, by id
 * (docs/decisions.md, "One call by operation id"); the operation list takes their method, path
 * and OK answer from here.
 */
export const PAYMENT_OPERATIONS = {
  createCheckout: {
    id: 'createCheckout',
    method: 'post',
    path: '/paypal/checkout',
    ok: { status: 200, schema: CheckoutResponseSchema },
  },
  capturePayment: {
    id: 'capturePayment',
    method: 'post',
    path: '/paypal/capture',
    ok: { status: 200, schema: CaptureResponseSchema },
  },
} as const satisfies Record<string, CallableOperation>;
