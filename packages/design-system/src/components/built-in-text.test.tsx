import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, koreanMessages } from '../locale';
import { CodeBlock } from './code-block';
import { CopyField } from './copy-field';
import { Spinner } from './spinner';

// The components' own text comes from LocaleProvider, which reads nothing from the browser,
// so a server render already speaks the app's language.
describe('built-in text on the server', () => {
  it('speaks English without a provider', () => {
    expect(renderToString(<Spinner />)).toContain('>Loading<');
  });

  it('speaks the provider’s language in a server render', () => {
    const html = renderToString(
      <LocaleProvider locale="ko">
        <Spinner />
        <CopyField label="키" value="secret" />
        <CodeBlock code="pip install remoterl" />
      </LocaleProvider>,
    );
    expect(html).toContain(`>${koreanMessages.loading}<`);
    expect(html).toContain(`aria-label="${koreanMessages.copy}"`);
    expect(html).toContain(`aria-label="${koreanMessages.copyCode}"`);
  });

  it('lets a prop win over the built-in text', () => {
    const html = renderToString(
      <LocaleProvider locale="ko">
        <Spinner label="Fetching invoices" />
      </LocaleProvider>,
    );
    expect(html).toContain('>Fetching invoices<');
  });
});
