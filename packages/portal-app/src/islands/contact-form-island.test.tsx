// @vitest-environment happy-dom
// React runs on its own scheduler here, as in the browser: the island wakes from an event and
// becomes live when React says so, which act() (it holds effects until its scope ends) would stop.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePages } from '../config/page-registry';
import { pageRenderer } from '../prerender/render-page';
import { pageModules } from '../routes/page-modules';
import koContact from '../i18n/locales/ko/contact.json';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-names';
import { mountIsland, type MountedIsland } from './mount-island';
import { wakeOnIntent } from './wake-island';

const sendContactMessage = vi.fn<(values: unknown) => Promise<void>>(() => Promise.resolve());
vi.mock('../contact/send-contact-message', () => ({ sendContactMessage }));

const render = pageRenderer(sitePages, pageModules);
const mounted: MountedIsland[] = [];
afterEach(() => {
  mounted.splice(0).forEach((island) => island.unmount());
  sendContactMessage.mockClear();
  vi.restoreAllMocks();
});

/** The Korean contact page's form as the build wrote it, waking on intent as islands-entry.tsx makes it. */
async function prerenderedForm() {
  const page = await render('/ko/contact');
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="contact-form"]`)!;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!) as object;
  let becameLive: () => void = () => undefined;
  const live = new Promise<void>((resolve) => (becameLive = resolve));
  wakeOnIntent(element, async (reactListens) => {
    const island = await mountIsland(element, 'contact-form', props);
    reactListens();
    mounted.push(island);
    await island.live;
    becameLive();
  });
  const field = (name: string) => element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { element, field, live };
}

// Prerendering a page takes a few seconds on a busy machine.
describe('the contact form island', { timeout: 30_000 }, () => {
  it('keeps and sends what was typed before it was live, hydrating without a mismatch', async () => {
    const { element, field, live } = await prerenderedForm();
    const errors = vi.spyOn(console, 'error');
    const form = element.querySelector('form')!;
    // The visitor types into the HTML form and sends it before the island's code has arrived.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    field('fullName').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field('fullName').value = 'Ada Lovelace';
    field('email').value = 'ada@example.com';
    field('message').value = 'Hello';
    form.dispatchEvent(submit);
    await live;
    // The browser did not send the form itself (it would reload the page with the fields in its query).
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sendContactMessage).toHaveBeenCalledOnce());
    expect(sendContactMessage).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('explains a field left empty before it was live, in the page language', async () => {
    const { element, field, live } = await prerenderedForm();
    field('fullName').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field('fullName').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await live;
    await vi.waitFor(() =>
      expect(element.textContent).toContain(koContact.public.contact.form.validation.fullNameRequired),
    );
    expect(sendContactMessage).not.toHaveBeenCalled();
  });
});
