import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandFrame } from '../islands/island-frame';
import type { IslandName } from '../islands/island-names';
import { TopBarIsland } from '../islands/top-bar-island';
import { VideoEmbedIsland } from '../islands/video-embed-island';
import { ContactFormIsland } from '../islands/contact-form-island';
import { QuickStartIsland } from '../islands/quick-start-island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are typed at its call site (islands/island.tsx)
const components: Record<IslandName, ComponentType<any>> = {
  'top-bar': TopBarIsland,
  'video-embed': VideoEmbedIsland,
  'contact-form': ContactFormIsland,
  'quick-start': QuickStartIsland,
};

/**
 * An island's HTML as the browser's root will hydrate it: rendered alone, in the same frame
 * (islands/island-frame.tsx) and with the prefix its root gives `useId`
 * (islands/mount-island.tsx), so the ids in the HTML are the ones it makes.
 */
export function renderIslandHtml(name: IslandName, props: object): string {
  return renderToString(createElement(IslandFrame, { component: components[name], props }), {
    identifierPrefix: `${name}-`,
  });
}
