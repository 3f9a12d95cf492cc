// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch';

// React only reports act() warnings when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('LanguageSwitch', () => {
  it('hands on another language, and a change to the current one not at all', () => {
    const onValueChange = vi.fn();
    act(() => root.render(<LanguageSwitch value="en" onValueChange={onValueChange} />));
    const select = container.querySelector('select')!;
    // What a hydration that reset the select hands on: the page's own language.
    choose(select, 'en');
    expect(onValueChange).not.toHaveBeenCalled();
    choose(select, 'ko');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('ko');
  });
});
