import type { TFunction } from 'i18next';
import type { Invoice } from '../../../api/gateway';

/** Invoice description codes with a translation under `account.billing.invoices.descriptions`. */
const DESCRIBED_CODES = new Set(['payg_credits']);

/**
 * An invoice's description in the active language; the server's English for a code the portal
 * has no words for (the contract's Invoice always has a code, but nothing forces a translation).
 */
export function describeInvoice(
  invoice: Pick<Invoice, 'description'> & { descriptionCode?: string },
  t: TFunction,
): string {
  const code = invoice.descriptionCode;
  return code && DESCRIBED_CODES.has(code)
    ? t(`account.billing.invoices.descriptions.${code}`)
    : invoice.description;
}
