// The baseline: no design-system component, so only Next's own scripts load.
export default function EmptyPage() {
  return (
    <main>
      <p>Nothing of the design system</p>
    </main>
  );
}
