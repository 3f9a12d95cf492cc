import type { ReactNode } from 'react';
import { tallViewport } from '../../packages/design-system/src/lib/viewports.fixtures';

/* The frame of the Storybook documentation pages: readable measure, theme colours, plain prose. */

const tall = tallViewport('desktopTall');

/**
 * Meta fields every documentation page shares: full width, a frame tall enough to screenshot
 * whole. Each page writes `tags: ['!autodocs']` out itself: the indexer reads tags without
 * running the file, so a spread tag reached the page but not the index, which then listed an
 * autodocs page showing nothing but the title.
 */
export const docsPageMeta = {
  parameters: { layout: 'fullscreen', ...tall.parameters },
  globals: tall.globals,
};

export function DocsPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-8 px-2 py-6 text-ds-foreground">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-lg text-ds-muted">{lead}</p>
      </header>
      {children}
    </main>
  );
}

export function DocsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="[&_code]:font-mono flex flex-col gap-3 leading-relaxed [&_code]:text-sm [&_li]:ms-5 [&_ul]:list-disc">
      {children}
    </div>
  );
}

/** A table of token rows with a header row; the first column names the token. */
export function TokenTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="border-b border-ds-border px-3 py-2 text-start font-semibold"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_th]:font-mono [&_td]:border-b [&_td]:border-ds-border [&_td]:px-3 [&_td]:py-2 [&_th]:border-b [&_th]:border-ds-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-normal [&_th]:whitespace-nowrap">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** One token in a TokenTable: its name, its value and, when given, a sample drawn with it. */
export function TokenRow({
  name,
  value,
  sampleClassName,
  children,
}: {
  name: string;
  value: ReactNode;
  sampleClassName?: string;
  children?: ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className="font-mono text-xs">{value}</td>
      {children === undefined ? null : <td className={sampleClassName}>{children}</td>}
    </tr>
  );
}

/** A horizontal bar `width` long, the sample of a length token. */
export function TokenBar({ width, className = '' }: { width: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block h-3 rounded-sm bg-ds-primary-strong ${className}`.trim()}
      style={{ width }}
    />
  );
}
