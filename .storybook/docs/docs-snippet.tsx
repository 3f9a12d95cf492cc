import { CodeBlock } from '../../packages/design-system/src/components/code-block';

/**
 * A snippet with a copy button: the design system's own CodeBlock. Apart from the page frame
 * (docs-page.tsx), as only the pages that show code read the locale (their copy button's label).
 */
export function Snippet({ code, language }: { code: string; language: string }) {
  return <CodeBlock code={code} language={language} />;
}
