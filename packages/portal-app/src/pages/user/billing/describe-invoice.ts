import type { TFunction } from 'i18next';
import type { Invoice } from '../../../api/gateway';

/** Invoice description codes with a translation under `account.billing.invoices.descriptions`. */
const DESCRIBED_CODES = new Set(['payg_credits']);

/** An invoice's description in the active language; the server's English for an unknown code. */
export function describeInvoice(invoice: Invoice, t: TFunction): string {
  const code = invoice.descriptionCode;
  return code && DESCRIBED_CODES.has(code)
    ? t(`account.billing.invoices.descriptions.${code}`)
    : invoice.description;
}
