'use client';

import { Button, Dialog, LocaleProvider, Table, ToastProvider, toast } from '@ccnets/design-system';
import { ContactForm } from '@ccnets/design-system/contact-form';

export default function ClientPage() {
  return (
    <ToastProvider>
      <main>
        <h1>Client page</h1>
        <Dialog title="Hello" trigger={<Button>Open dialog</Button>}>
          <p>Dialog body</p>
        </Dialog>
        {/* A Table in a client component: its words are LocaleProvider's, as in a Vite app. */}
        <LocaleProvider locale="ko">
          <Table caption="Client table" rowKey="id" columns={[{ field: 'id', header: 'Id' }]} rows={[]} />
        </LocaleProvider>
        <ContactForm
          policyHrefs={{ privacy: '/privacy', data: '/data', cookie: '/cookie' }}
          onSubmit={async (values) => {
            const response = await fetch('/api/contact', { method: 'POST', body: JSON.stringify(values) });
            toast.success(response.ok ? 'Sent' : 'Refused');
          }}
        />
      </main>
    </ToastProvider>
  );
}
