// A server component: Button renders here, and the pure helpers run on the server.
import { Button, buttonVariants, cn, ThemeToggle } from '@ccnets/design-system';

export default function HomePage() {
  return (
    <main data-helper={cn('p-2', 'p-4')}>
      <h1>Server page</h1>
      <Button>Server button</Button>
      <a className={buttonVariants({ variant: 'outlined' })} href="/client">
        Client page
      </a>
      <ThemeToggle />
    </main>
  );
}
