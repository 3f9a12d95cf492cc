'use client';

import { Button, Dialog, ToastProvider, toast } from '@ccnets/design-system';
import { ContactForm } from '@ccnets/design-system/contact-form';

export default function ClientPage() {
  return (
    <ToastProvider>
      <main>
        <h1>Client page</h1>
        <Dialog title="Hello" trigger={<Button>Open dialog</Button>}>
          <p>Dialog body</p>
        </Dialog>
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
