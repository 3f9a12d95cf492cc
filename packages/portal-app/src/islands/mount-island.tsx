import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { islandLoaders } from './island-loaders';
import type { IslandName } from './island-names';

export interface MountedIsland {
  /** Renders the island again with new props (the app's tree changed them). */
  update(props: object): void;
  unmount(): void;
}

/**
 * Makes one island live in `element`: hydrates the HTML the build rendered there (the same
 * component, the same props, its own `identifierPrefix` so `useId` values match the build's), or
 * renders it when the element is empty (the client-rendered app). Each island is a React root
 * of its own, so no island waits for another and none needs the page's router or texts.
 */
export async function mountIsland(element: Element, name: IslandName, props: object): Promise<MountedIsland> {
  const Component = await islandLoaders[name]();
  let latest = props;
  const render = () => createElement(Component, latest);
  const options = { identifierPrefix: `${name}-` };
  const root: Root =
    element.firstChild !== null ? hydrateRoot(element, render(), options) : createRoot(element, options);
  if (element.firstChild === null) root.render(render());
  return {
    update(next) {
      latest = next;
      root.render(render());
    },
    unmount: () => root.unmount(),
  };
}
