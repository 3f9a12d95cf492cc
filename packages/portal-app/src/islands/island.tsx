import { createContext, useContext, useEffect, useRef } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './island-names';
import type { MountedIsland } from './mount-island';

/** Renders an island's component to HTML as a root of its own (the prerender's, server-islands.ts). */
export type IslandHtml = (name: IslandName, props: object) => string;
/** Given by the prerender only: in the browser there is none and islands mount themselves. */
export const IslandServerRenderer = createContext<IslandHtml | undefined>(undefined);

/**
 * An interactive part of a page, written as an island wherever it appears: one element holding
 * its name, its props (JSON) and its HTML, rendered by a React root of its own. A prerendered
 * public page hydrates only these (islands-entry.tsx); the client-rendered app mounts them here,
 * so the same component with the same props draws the part in both.
 */
export function Island<Props extends object>({ name, props }: { name: IslandName; props: Props }) {
  const renderHtml = useContext(IslandServerRenderer);
  const ref = useRef<HTMLDivElement>(null);
  const mounted = useRef<Promise<MountedIsland> | undefined>(undefined);
  const serialized = JSON.stringify(props);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!mounted.current) {
      mounted.current = import('./mount-island').then(({ mountIsland }) => mountIsland(element, name, props));
    } else void mounted.current.then((island) => island.update(props));
    // The island follows its props by value: `serialized` names every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized, name]);
  useEffect(
    () => () => {
      const island = mounted.current;
      mounted.current = undefined;
      // Unmounting another root while this one renders is refused: wait a task.
      void island?.then((it) => setTimeout(() => it.unmount(), 0));
    },
    [],
  );

  return (
    <div
      ref={ref}
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: serialized }}
      // No box of its own (`display: contents`, a class: the CSP refuses style attributes), so the
      // island's elements lay out as if the wrapper were not there.
      className="contents"
      // The island's own root owns what is inside: the page's tree neither renders nor checks it.
      dangerouslySetInnerHTML={{ __html: renderHtml ? renderHtml(name, props) : '' }}
      suppressHydrationWarning
    />
  );
}
