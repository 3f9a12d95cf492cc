/**
 * Story helper: repaints the whole page once. After a play function has typed and clicked,
 * Chromium re-rasters only what changed, and the anti-aliased corners of those partial repaints
 * can differ by one colour step from a full paint, so a light screenshot taken straight after an
 * interaction is not reproducible. Flipping the theme class there and back repaints everything,
 * which makes it so. Used as a story `afterEach`; not part of the public API.
 */
export async function repaintWholePage(): Promise<void> {
  const root = document.documentElement;
  const wasDark = root.classList.contains('dark');
  root.classList.toggle('dark', !wasDark);
  await nextFrames();
  root.classList.toggle('dark', wasDark);
  await nextFrames();
}

function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
