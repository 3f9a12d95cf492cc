import { acceptCommand } from './review-commands.ts';

/*
 * The visual review QA opens after a story run: for each story with a capture that differs,
 * every mode's reference, actual picture and diff side by side, links that open the story in
 * Storybook in that mode, and the command that accepts the story. Written here rather than
 * taken from Vitest's HTML reporter, which shows one attachment of one test at a time and has
 * no place for a story's link or its accept command.
 */

export interface ReviewImages {
  /** Paths relative to the review page. */
  reference?: string;
  actual?: string;
  diff?: string;
}

export interface ReviewCapture {
  mode: string;
  /** Globals for a Storybook URL, e.g. `theme:dark;locale:en`. */
  globals: string;
  passed: boolean;
  message?: string;
  images: ReviewImages;
}

export interface ReviewStory {
  /** The engine that drew it, when not the Vitest story run's Chromium (e.g. `firefox`). */
  engine?: string;
  /** The command that accepts its new pictures, when not the Chromium story run's. */
  accept?: string;
  storyId: string;
  /** The test's name: the story's display name. */
  name: string;
  file: string;
  line?: number;
  captures: ReviewCapture[];
}

export interface ReviewPage {
  storybookUrl: string;
  /** Captures compared in the run, passing ones included. */
  comparedCaptures: number;
  /** The same, per engine, when more than one engine's run is in the review. */
  comparedByEngine?: Record<string, number>;
  stories: ReviewStory[];
}

export function renderReviewPage({
  storybookUrl,
  comparedCaptures,
  comparedByEngine,
  stories,
}: ReviewPage): string {
  const differing = stories.reduce(
    (count, story) => count + story.captures.filter((c) => !c.passed).length,
    0,
  );
  const summary =
    stories.length === 0
      ? `All ${comparedCaptures} captures match their baselines.`
      : `${differing} of ${comparedCaptures} captures differ, in ${stories.length} ${stories.length === 1 ? 'story' : 'stories'}.`;
  const engines = Object.entries(comparedByEngine ?? {});
  const perEngine =
    engines.length > 1
      ? ` Compared per engine: ${engines.map(([engine, count]) => `${engine} ${count}`).join(', ')}.`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1b2540; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin: 32px 0 4px; }
section { border-top: 1px solid #d8dce6; }
pre { background: #f1f4fa; padding: 8px 12px; overflow-x: auto; }
.mode { margin: 16px 0; }
.mode h3 { font-size: 15px; margin: 0 0 4px; }
.passed { color: #3c7a3c; }
.images { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; border: 1px solid #d8dce6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${escape(summary + perEngine)} Each mode shows the baseline (reference), this run's picture (actual) and the pixels that differ (diff). Storybook links open ${escape(storybookUrl)}.</p>
${renderFailingSummary(stories)}
${stories.map((story) => renderStory(story, storybookUrl)).join('\n')}
</body>
</html>
`;
}

/** Heads the report: every differing story, its differing modes, a link to its section. */
function renderFailingSummary(stories: ReviewStory[]): string {
  if (stories.length === 0) return '';
  const items = stories.map((story) => {
    const modes = story.captures.filter((capture) => !capture.passed).map((capture) => capture.mode);
    return `<li><a href="#${escape(anchor(story))}">${escape(title(story))}</a>: ${escape(modes.join(', '))}</li>`;
  });
  return `<h2>Failing stories</h2>\n<ul class="failing">\n${items.join('\n')}\n</ul>`;
}

function renderStory(story: ReviewStory, storybookUrl: string): string {
  const where = `${story.file}${story.line ? `:${story.line}` : ''}`;
  return `<section id="${escape(anchor(story))}">
<h2>${escape(title(story))}</h2>
<p>${escape(where)}</p>
<p>Accept every new picture of this story${story.engine ? ` in ${escape(story.engine)}` : ''}:</p>
<pre>${escape(story.accept ?? acceptCommand(story.file, story.name))}</pre>
${story.captures.map((capture) => renderCapture(story, capture, storybookUrl)).join('\n')}
</section>`;
}

function renderCapture(story: ReviewStory, capture: ReviewCapture, storybookUrl: string): string {
  // A static Storybook's index.html takes the query itself; a served one at its root.
  const base = storybookUrl.endsWith('.html') ? storybookUrl : `${storybookUrl}/`;
  const link = `${base}?path=/story/${encodeURIComponent(story.storyId)}&globals=${capture.globals}`;
  const heading = `<h3>${escape(capture.mode)} <a href="${escape(link)}">open in Storybook</a></h3>`;
  if (capture.passed) return `<div class="mode">${heading}<p class="passed">Matches its baseline.</p></div>`;
  const figures = (['reference', 'actual', 'diff'] as const)
    .map((kind) => {
      const src = capture.images[kind];
      return `<figure><figcaption>${kind}</figcaption>${
        src
          ? `<a href="${escape(src)}"><img src="${escape(src)}" alt="${kind}, ${escape(capture.mode)}" loading="lazy"></a>`
          : '<p>none</p>'
      }</figure>`;
    })
    .join('');
  return `<div class="mode">${heading}<p>${escape(capture.message ?? '')}</p><div class="images">${figures}</div></div>`;
}

/** A story of another engine than the story run's Chromium is named with its engine. */
function title(story: ReviewStory): string {
  return story.engine ? `${story.engine}: ${story.storyId}` : story.storyId;
}

function anchor(story: ReviewStory): string {
  return story.engine ? `${story.engine}-${story.storyId}` : story.storyId;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
