import { describe, expect, it } from 'vitest';
import { renderReviewPage } from './review-page';

const failing = {
  storyId: 'components-primitives-button--with-icon',
  name: 'With Icon',
  file: 'packages/design-system/src/components/button/button.stories.tsx',
  line: 42,
  captures: [
    {
      mode: 'dark',
      globals: 'theme:dark;locale:en',
      passed: false,
      message: '4887 pixels (ratio 0.10) differ.',
      images: {
        reference: 'images/a-dark-reference.png',
        actual: 'images/a-dark-actual.png',
        diff: 'images/a-dark-diff.png',
      },
    },
    {
      mode: 'light',
      globals: 'theme:light;locale:en',
      passed: false,
      message: '4035 pixels (ratio 0.05) differ.',
      images: {
        reference: 'images/a-light-reference.png',
        actual: 'images/a-light-actual.png',
        diff: 'images/a-light-diff.png',
      },
    },
    { mode: 'ko', globals: 'theme:light;locale:ko', passed: true, images: {} },
  ],
};

describe('the visual review page', () => {
  const html = renderReviewPage({
    storybookUrl: 'http://localhost:6006',
    comparedCaptures: 3,
    stories: [failing],
  });

  it('shows reference, actual and diff of every differing mode', () => {
    for (const mode of ['dark', 'light']) {
      for (const kind of ['reference', 'actual', 'diff'])
        expect(html).toContain(`src="images/a-${mode}-${kind}.png"`);
    }
    expect(html).toContain('2 of 3 captures differ, in 1 story.');
    expect(html).toContain('Matches its baseline.');
  });

  it('links each mode to the story in Storybook and names the story file and line', () => {
    expect(html).toContain(
      'href="http://localhost:6006/?path=/story/components-primitives-button--with-icon&#38;globals=theme:dark;locale:en"',
    );
    expect(html).toContain('packages/design-system/src/components/button/button.stories.tsx:42');
  });

  it('gives the one command that accepts just that story, quoted for the shell', () => {
    expect(html).toContain(
      'pnpm test:visual:accept packages/design-system/src/components/button/button.stories.tsx &#39;With Icon&#39;',
    );
  });

  it('says so when every capture matches', () => {
    expect(renderReviewPage({ storybookUrl: 'x', comparedCaptures: 740, stories: [] })).toContain(
      'All 740 captures match their baselines.',
    );
  });
});

describe('the review head and links', () => {
  it('heads the page with the failing stories and their differing modes', () => {
    const html = renderReviewPage({
      storybookUrl: 'http://localhost:6006',
      comparedCaptures: 9,
      stories: [failing],
    });
    const head = html.indexOf('Failing stories');
    expect(head).toBeGreaterThan(-1);
    expect(head).toBeLessThan(html.indexOf('<section'));
    expect(html).toContain(`<a href="#${failing.storyId}">${failing.storyId}</a>: dark, light`);
  });

  it('links a static Storybook through its index.html', () => {
    const html = renderReviewPage({
      storybookUrl: '../../storybook-static/index.html',
      comparedCaptures: 9,
      stories: [failing],
    });
    expect(html).toContain(
      `href="../../storybook-static/index.html?path=/story/${failing.storyId}&#38;globals=`,
    );
  });
});

describe('one review for every engine', () => {
  const inFirefox = {
    ...failing,
    engine: 'firefox',
    accept:
      "pnpm test:visual:firefox:accept packages/design-system/src/components/button/button.stories.tsx 'With Icon'",
  };
  const html = renderReviewPage({
    storybookUrl: 'http://localhost:6006',
    comparedCaptures: 12,
    comparedByEngine: { chromium: 9, firefox: 3 },
    stories: [failing, inFirefox],
  });

  it("names each engine's count and the engine of each story", () => {
    expect(html).toContain('Compared per engine: chromium 9, firefox 3.');
    expect(html).toContain(
      `<a href="#firefox-${failing.storyId}">firefox: ${failing.storyId}</a>: dark, light`,
    );
    expect(html).toContain(`<section id="firefox-${failing.storyId}">`);
  });

  it("gives a Firefox story Firefox's accept command", () => {
    expect(html).toContain(
      'pnpm test:visual:firefox:accept packages/design-system/src/components/button/button.stories.tsx &#39;With Icon&#39;',
    );
  });
});
