const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)} USD`;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1a1a1a; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 4px; border: 1px solid #1f3f8f;
           cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f3f8f; outline-offset: 2px; }
  .approve { background: #1f3f8f; color: #fff; }
  .cancel { background: #fff; color: #1f3f8f; }
  .note { color: #4a4a4a; font-size: 0.9rem; }
`;

/** A complete, self-contained HTML document (no scripts, no external resources). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Pages may only post back to us and then be redirected to the portal. */
export function pageSecurityHeaders(formTargets: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
