// Only a Button, rendered on the server: it must send no JavaScript of its own.
import { Button } from '@ccnets/design-system/button';

export default function ServerButtonPage() {
  return (
    <main>
      <Button>Server-only button</Button>
    </main>
  );
}
