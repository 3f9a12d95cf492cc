// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { wakeOnIntent } from './wake-island';

afterEach(() => {
  document.body.innerHTML = '';
});

/** An island's element holding one button, and how many times the button was pressed. */
function islandWithButton() {
  document.body.innerHTML = '<div data-island="top-bar"><button type="button">Switch theme</button></div>';
  const element = document.querySelector('[data-island]')!;
  const button = element.querySelector('button')!;
  const presses = { count: 0 };
  button.addEventListener('click', () => (presses.count += 1));
  return { element, button, presses };
}

/** A hydration the test steps through: React's root made (it listens), then live. */
function steppedHydration() {
  const steps: { listens?: () => void; live?: () => void } = {};
  const hydrate = (reactListens: () => void) =>
    new Promise<void>((resolve) => {
      steps.listens = reactListens;
      steps.live = resolve;
    });
  return { steps, hydrate };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wakeOnIntent', () => {
  it('presses again, once live, a button pressed while the island was still HTML', async () => {
    const { element, button, presses } = islandWithButton();
    const { steps, hydrate } = steppedHydration();
    wakeOnIntent(element, hydrate);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click();
    steps.listens?.();
    steps.live?.();
    await settled();
    // The visitor's press, and the same press once the island could take it.
    expect(presses.count).toBe(2);
  });

  it('does not press again what React took itself, once its root listened', async () => {
    const { element, button, presses } = islandWithButton();
    const { steps, hydrate } = steppedHydration();
    wakeOnIntent(element, hydrate);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    steps.listens?.();
    // React hydrates what a press lands on and handles the press: pressing it again would undo it.
    button.click();
    steps.live?.();
    await settled();
    expect(presses.count).toBe(1);
  });
});
