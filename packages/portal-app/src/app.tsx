import { Button, Container, ThemeProvider } from '@ccnets/design-system';

export function App() {
  return (
    <ThemeProvider>
      <main className="min-h-screen bg-background py-24 text-foreground">
        <Container className="flex flex-col items-start gap-6">
          <h1 className="text-4xl font-semibold">RemoteRL</h1>
          <p className="max-w-prose text-lg text-muted">
            Train reinforcement-learning agents in the cloud while your environment stays on your own machine.
          </p>
          <Button href="/get-remoterl">Get started</Button>
        </Container>
      </main>
    </ThemeProvider>
  );
}
