import { useEffect, type ComponentType } from 'react';

interface IslandFrameProps {
  component: ComponentType<object>;
  props: object;
  /** Called once the island's first render is committed (hydrated or rendered): it is live. */
  onLive?: () => void;
}

/**
 * The root element of every island, in the build's render (prerender/server-islands.ts) and the
 * browser's (mount-island.tsx) alike, so both trees have the same shape and `useId` the same
 * values. It tells the browser's root when the island has hydrated: a choice the visitor made
 * in its HTML before then is handed on only after, when React no longer resets it.
 */
export function IslandFrame({ component: Component, props, onLive }: IslandFrameProps) {
  // Once: the first commit is the one that makes the island live; later renders only update it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onLive?.(), []);
  return <Component {...props} />;
}
