// A server page in the CCNets brand, by one CSS import, with one section switched back to
// RemoteRL by one attribute: the brand is in the server's HTML and CSS, before any script runs.
import '@ccnets/design-system/brands/ccnets.css';
import { Button } from '@ccnets/design-system';

export default function BrandPage() {
  return (
    <main>
      <Button>CCNets button</Button>
      <div lang="ko">
        <Button>씨씨넷 버튼</Button>
      </div>
      <section data-brand="remoterl">
        <Button>RemoteRL button</Button>
      </section>
    </main>
  );
}
