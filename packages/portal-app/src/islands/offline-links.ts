/**
 * A page of islands has no router, so a link followed offline would end on the browser's own
 * error page, in its language, with the site gone. Instead, while the browser says it is
 * offline, a click on a link to another page of the site shows the site's offline notice in
 * place of the page's content: the same notice, texts and way home as the client-rendered
 * app's (routes/error-notice.tsx), written into the page by the build as a `<template>` (it
 * cannot be fetched then). Its retry follows the link again.
 */
export const OFFLINE_PAGE_ID = 'offline-page';

function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // A jump within this page needs no network.
  if (link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return link;
}

function showNotice(notice: HTMLTemplateElement, main: HTMLElement, link: HTMLAnchorElement): void {
  main.replaceChildren(notice.content.cloneNode(true));
  if (notice.dataset.title) document.title = notice.dataset.title;
  main.querySelector('[data-retry]')?.addEventListener('click', () => window.location.assign(link.href));
  // Where a screen reader and the keyboard continue from: the notice, not the link left behind.
  main.focus();
}

/**
 * Shows the offline notice instead of following a link while offline (see above). The browser's
 * word is checked first: `navigator.onLine` reads the machine's interfaces and can say offline
 * on a working network (some VPNs, containers), so the page is asked for once, and followed
 * after all when it answers.
 */
export function showOfflineNoticeOnLinks(): void {
  document.addEventListener('click', (event) => {
    if (navigator.onLine) return;
    const link = followedLink(event);
    const notice = document.getElementById(OFFLINE_PAGE_ID);
    const main = document.getElementById('main-content');
    if (!link || !(notice instanceof HTMLTemplateElement) || !main) return;
    event.preventDefault();
    fetch(link.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => window.location.assign(link.href),
      () => showNotice(notice, main, link),
    );
  });
}
