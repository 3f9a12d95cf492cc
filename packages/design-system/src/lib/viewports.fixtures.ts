/**
 * Story-only viewports. Story tests run in a 1200 x 900 frame and a screenshot shows nothing
 * below the frame's fold, so long page sections get a taller desktop frame instead.
 */
const viewportOptions = {
  desktopTall: {
    name: 'Desktop, tall (1200 x 2400)',
    styles: { width: '1200px', height: '2400px' },
    type: 'desktop',
  },
  phone: {
    name: 'Phone (375 x 812)',
    styles: { width: '375px', height: '812px' },
    type: 'mobile',
  },
  mobileTall: {
    name: 'Mobile, tall (320 x 1800)',
    styles: { width: '320px', height: '1800px' },
    type: 'mobile',
  },
  // Short frames, for what must stay in view when the screen is not tall enough.
  smallPhone: {
    name: 'Small phone (375 x 667)',
    styles: { width: '375px', height: '667px' },
    type: 'mobile',
  },
  desktopShort: {
    name: 'Desktop, short (1200 x 480)',
    styles: { width: '1200px', height: '480px' },
    type: 'desktop',
  },
} as const;

type ViewportName = keyof typeof viewportOptions;

/**
 * Spread into a story (`...tallViewport('desktopTall')`) to render it in a tall frame (or `phone`,
 * 375 px, or one of the short frames).
 */
export function tallViewport(name: ViewportName) {
  return {
    parameters: { viewport: { options: viewportOptions } },
    globals: { viewport: { value: name, isRotated: false } },
  };
}

/** The narrow frame (320 px) of Storybook's `mobile1` viewport. */
export const narrowViewport = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A common phone's width (375 px), for blocks whose rows turn into a list on phones. */
export const phoneViewport = tallViewport('phone');
