import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeInvoice } from './describe-invoice';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const invoice = {
  id: 'INV-1',
  date: '2026-01-01T00:00:00.000Z',
  description: 'RemoteRL credits (Pay-as-you-go)',
  price: 20,
  downloadUrl: '/receipts/INV-1',
};

describe('describeInvoice', () => {
  it('translates a known description code', () => {
    expect(describeInvoice({ ...invoice, descriptionCode: 'payg_credits' }, t)).toBe(
      't:account.billing.invoices.descriptions.payg_credits',
    );
  });

  it("keeps the server's text without a code or for a code it does not know", () => {
    expect(describeInvoice(invoice, t)).toBe(invoice.description);
    expect(describeInvoice({ ...invoice, descriptionCode: 'something_new' }, t)).toBe(invoice.description);
  });
});
