import { createRoot } from 'react-dom/client';
import { Button } from '@ccnets/design-system/button';
import { LocaleProvider } from '@ccnets/design-system/locale';
import { Table } from '@ccnets/design-system/table';
import './styles.css';

createRoot(document.getElementById('root')).render(
  <main>
    <p id="host-sm" className="hidden sm:block">
      shown from 640px
    </p>
    <p id="host-2xl" className="hidden 2xl:block">
      shown from 1536px
    </p>
    <p id="host-dark" className="text-black dark:text-white">
      follows the colour scheme
    </p>
    <p id="host-primary" className="bg-primary">
      the app's own primary
    </p>
    <ul id="host-list" className="list-disc">
      <li>host item</li>
    </ul>
    <p id="host-rounded-md" className="rounded-md">
      the app's own rounded-md
    </p>
    <Button>Design system button</Button>
    <div lang="ko">
      <Button>디자인 시스템 버튼</Button>
    </div>
    <div data-brand="ccnets">
      <p id="host-rounded-lg" className="rounded-lg">
        Tailwind's rounded-lg inside a brand
      </p>
      <Button>Branded button</Button>
      <div lang="ko">
        <Button>브랜드 버튼</Button>
      </div>
    </div>
    {/* A client app's Table reads LocaleProvider (its client parts, by package.json imports). */}
    <LocaleProvider locale="ko">
      <Table caption="Vite table" rowKey="id" columns={[{ field: 'id', header: 'Id' }]} rows={[]} />
    </LocaleProvider>
  </main>,
);
