import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table } from './components/table';
import { LocaleProvider, type UiMessages } from './locale';
import { QuickStartSteps } from './sections/quick-start';

// Messages are plain strings, so a server component can hand a whole table to LocaleProvider
// (a client component) and the components fill the placeholders themselves.
describe('messages passed from a server', () => {
  it('takes messages that went through JSON, as a server component passes them', () => {
    // A third language's table: strings only, placeholders where the values go.
    const german: Partial<UiMessages> = JSON.parse(
      JSON.stringify({ step: 'Schritt {step}', copyCodeOf: 'Code kopieren: {title}', noData: 'Keine Daten' }),
    );
    const html = renderToString(
      <LocaleProvider locale="de" messages={german}>
        <QuickStartSteps steps={[{ title: 'Installieren', code: 'pip install remoterl' }]} />
        <Table caption="Rechnungen" columns={[{ field: 'id', header: 'Nr.' }]} rows={[]} rowKey="id" />
      </LocaleProvider>,
    );
    expect(html).toContain('lang="de"');
    expect(html).toContain('>Schritt 1<');
    expect(html).toContain('aria-label="Code kopieren: Installieren"');
    expect(html).toContain('Keine Daten');
  });
});
