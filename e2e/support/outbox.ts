import type { APIRequestContext } from '@playwright/test';
import { OUTBOX_TOKEN, OUTBOX_URL } from './urls';

export interface OutboxMail {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: { message?: string; to_email?: string; subject?: string };
}

/** Every message the dev backend's mail stand-in kept, following the outbox's pages. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  let after = 0;
  for (;;) {
    const response = await request.get(`${OUTBOX_URL}?after=${after}&limit=200`, {
      headers: { authorization: `Bearer ${OUTBOX_TOKEN}` },
    });
    const page = (await response.json()) as { messages: OutboxMail[]; next: number | null };
    mails.push(...page.messages);
    if (page.next === null) return mails;
    after = page.next;
  }
}
