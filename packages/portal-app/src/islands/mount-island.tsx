import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IslandFrame } from './island-frame';
import { islandLoaders } from './island-loaders';
import type { IslandName } from './island-names';

export interface MountedIsland {
  /** Resolves once the island is live and has been handed the visitor's earlier changes. */
  live: Promise<void>;
  /** Renders the island again with new props (the app's tree changed them). */
  update(props: object): void;
  unmount(): void;
}

type Field = HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement;

/** Whether `field` holds a choice of the visitor's: not what the HTML holds (or selects). */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    // The option the HTML marks `selected` (what `defaultSelected` reflects), else the first.
    const options = [...field.options];
    return field.value !== (options.find((option) => option.hasAttribute('selected')) ?? options[0])?.value;
  }
  return !['checkbox', 'radio', 'file', 'hidden'].includes(field.type) && field.value !== field.defaultValue;
}

/**
 * The fields in `element` the visitor changed while they were HTML only, with what they hold
 * now: a select whose chosen option is no longer the one the HTML marked `selected`, a text
 * field or text area whose value is no longer the HTML's. Made before the island was live, so
 * its handlers have not seen them (a fast visitor, a test's `fill` or `selectOption`).
 */
function choicesBeforeLive(element: Element): { field: Field; value: string }[] {
  const fields = [...element.querySelectorAll<Field>('select, input, textarea')].filter(isChanged);
  return fields.map((field) => ({ field, value: field.value }));
}

/**
 * Records, until `stop`, the choices the visitor makes while the island hydrates. React takes a
 * change then itself, but it first hydrates the field, which puts a controlled select back to
 * its props' value, so the handler may read the old one. Listening in the capture phase before
 * React's root does, this reads the choice first; `stop` answers the fields whose value is no
 * longer the one chosen, to be handed on again.
 */
function choicesWhileHydrating(element: Element): { stop(): { field: Field; value: string }[] } {
  const chosen = new Map<Field, string>();
  const record = (event: Event) => {
    const field = event.target;
    if (isField(field) && isChanged(field)) chosen.set(field, field.value);
  };
  for (const type of ['input', 'change']) element.addEventListener(type, record, true);
  return {
    stop() {
      for (const type of ['input', 'change']) element.removeEventListener(type, record, true);
      return [...chosen]
        .filter(([field, value]) => field.value !== value)
        .map(([field, value]) => ({ field, value }));
    },
  };
}

/**
 * Gives a field its value again as the visitor's change: through the element class's own setter
 * (React watches the instance's and would take the value as its own), then the event React's
 * `onChange` listens to (`change` for a select, `input` for a text field).
 */
function handOn({ field, value }: { field: Field; value: string }): void {
  // React's record of a text field's value must differ from what it will read, or it sees no
  // change: whether or not the island reset the field, it starts from the HTML's value.
  if (!(field instanceof HTMLSelectElement)) field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Loads an island's component without mounting it (an idle prefetch, prefetch-islands.ts). */
export const loadIslandComponent = (name: IslandName) => islandLoaders[name]();

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
  const meanwhile = hydrating ? choicesWhileHydrating(element) : undefined;
  const root: Root = hydrating ? hydrateRoot(element, render(), options) : createRoot(element, options);
  if (!hydrating) root.render(render());
  // Hydration puts controlled selects back to their props' value, and a form library may reset
  // its fields to their defaults as it registers them: once the island is live, the visitor's
  // choices are made again and handed to its handlers as the changes they were (the language
  // switch then opens the twin page, the contact form validates and sends what was typed).
  // `live` resolves only then, so a caller can press a kept click on a form that has its values.
  const handedOn = live.then(() => {
    // One hand-on per field, the visitor's latest choice.
    const latestChoices = new Map(
      [...choices, ...(meanwhile?.stop() ?? [])].map((choice) => [choice.field, choice]),
    );
    latestChoices.forEach(handOn);
  });
  return {
    live: handedOn,
    update(next) {
      latest = next;
      root.render(render());
    },
    unmount: () => root.unmount(),
  };
}
