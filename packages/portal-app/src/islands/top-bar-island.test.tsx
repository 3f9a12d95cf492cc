// @vitest-environment happy-dom
// React runs on its own scheduler here, as in the browser: hydration is scheduled, not done at
// once, which act() would change.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePages } from '../config/page-registry';
import { pageRenderer } from '../prerender/render-page';
import { pageModules } from '../routes/page-modules';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-names';
import { mountIsland, type MountedIsland } from './mount-island';

const render = pageRenderer(sitePages, pageModules);
const mounted: MountedIsland[] = [];
afterEach(() => {
  mounted.splice(0).forEach((island) => island.unmount());
  vi.restoreAllMocks();
});

// Prerendering a page takes a few seconds on a busy machine.
describe('the top bar island', { timeout: 30_000 }, () => {
  it('opens the twin page for a language chosen while the bar hydrates', async () => {
    const page = await render('/');
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="top-bar"]`)!;
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!) as object;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const island = await mountIsland(element, 'top-bar', props);
    mounted.push(island);
    // React's root exists but has not hydrated yet (its scheduler runs later): the visitor picks
    // Korean now, as a select changes, input then change. React hydrates the select first, which
    // puts it back to English, then hands the change to its handler.
    const select = element.querySelector('select')!;
    select.value = 'ko';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await island.live;
    // Once, to the twin: not first back to the English page the reset select named.
    expect(assign).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/ko(\?|#|$)/));
  });
});
