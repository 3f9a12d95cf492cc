import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IslandFrame } from './island-frame';
import { islandLoaders } from './island-loaders';
import type { IslandName } from './island-names';

export interface MountedIsland {
  /** Renders the island again with new props (the app's tree changed them). */
  update(props: object): void;
  unmount(): void;
}

/**
 * The selects in `element` whose choice the visitor changed while they were HTML only (the
 * option the HTML marked `selected` is no longer the chosen one), with that choice: made before
 * the island was live, so its handler has not seen it.
 */
function choicesBeforeLive(element: Element): { select: HTMLSelectElement; value: string }[] {
  return [...element.querySelectorAll('select')]
    .filter((select) => select.selectedOptions[0]?.defaultSelected === false)
    .map((select) => ({ select, value: select.value }));
}

/**
 * Makes one island live in `element`: hydrates the HTML the build rendered there (the same
 * component, the same props, its own `identifierPrefix` so `useId` values match the build's), or
 * renders it when the element is empty (the client-rendered app). Each island is a React root
 * of its own, so no island waits for another and none needs the page's router or texts.
 */
export async function mountIsland(element: Element, name: IslandName, props: object): Promise<MountedIsland> {
  const component = await islandLoaders[name]();
  let latest = props;
  let becomeLive: () => void = () => undefined;
  const live = new Promise<void>((resolve) => (becomeLive = resolve));
  const render = () => createElement(IslandFrame, { component, props: latest, onLive: becomeLive });
  const options = { identifierPrefix: `${name}-` };
  const hydrating = element.firstChild !== null;
  const choices = hydrating ? choicesBeforeLive(element) : [];
  const root: Root = hydrating ? hydrateRoot(element, render(), options) : createRoot(element, options);
  if (!hydrating) root.render(render());
  // Hydration puts the controlled selects back to their props' value: once it has, the
  // visitor's choice is made again and handed to the island's handler as the change it was (the
  // language switch then opens the twin page).
  if (choices.length > 0)
    void live.then(() => {
      for (const { select, value } of choices) {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
  return {
    update(next) {
      latest = next;
      root.render(render());
    },
    unmount: () => root.unmount(),
  };
}
