import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { captureShortfall, type StoryRunRecord } from './capture-count';
import { captureGlobals } from './capture-modes';
import { baselineRefusal } from './global-setup';
import { paddedDiff } from './size-diff';
import { quarantineNote, reportQuarantine } from './quarantine';
import type { VisualMeta } from './capture-story';
import { exportLine, REVIEW_DIR } from './review-commands';
import { writeReview } from './review-file';
import type { ReviewImages, ReviewStory } from './review-page';

/**
 * Writes the visual review (review-page.ts) at the end of every run that compared story
 * captures, into REVIEW_DIR with copies of its pictures, so the folder is whole on its own (CI
 * keeps it as an artifact). The story run's global setup clears the folder first.
 */
export default class VisualReviewReporter implements Reporter {
  private root = process.cwd();
  private accepting = false;

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.accepting = vitest.config.snapshotOptions.updateSnapshot === 'all';
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    // An accepting run compares nothing; the last run's review stays as it was. Accepting
    // with another browser accepted nothing either, and says so.
    if (this.accepting) {
      const refusal = testModules.some(isVisualProject) ? baselineRefusal(this.root) : undefined;
      if (refusal) this.failRefused(refusal);
      return;
    }
    let comparedCaptures = 0;
    const quarantinedStories = new Map<string, string>();
    const stories: ReviewStory[] = [];
    const records: StoryRunRecord[] = [];
    const reviewDir = path.join(this.root, REVIEW_DIR);
    for (const module of testModules) {
      const visualProject = isVisualProject(module);
      for (const test of module.children.allTests()) {
        const visual = test.meta().visual as VisualMeta | undefined;
        if (visualProject) records.push({ name: test.fullName, state: test.result().state, visual });
        if (!visual) continue;
        comparedCaptures += visual.captures.length;
        const cause = visual.captures.find((capture) => capture.quarantined)?.quarantined;
        if (cause) quarantinedStories.set(visual.storyId, cause);
        if (visual.captures.every((capture) => capture.passed)) continue;
        const file = path.relative(this.root, module.moduleId);
        const artifacts = test.artifacts();
        stories.push({
          storyId: visual.storyId,
          name: test.name,
          file,
          line: exportLine(readFileSync(module.moduleId, 'utf8'), visual.exportName),
          captures: visual.captures.map((capture) => {
            const images =
              capture.artifact === undefined
                ? {}
                : this.copyImages(
                    artifacts[capture.artifact],
                    reviewDir,
                    `${visual.storyId}-${capture.mode}`,
                  );
            const sizeChange = drawSizeDiff(images, reviewDir, `${visual.storyId}-${capture.mode}`);
            return {
              mode: capture.mode,
              globals: captureGlobals(capture),
              passed: capture.passed,
              message: quarantineNote(
                capture.quarantined,
                sizeChange ? `${sizeChange}. ${capture.message ?? ''}`.trim() : capture.message,
              ),
              images,
            };
          }),
        });
      }
    }
    if (testModules.some(isVisualProject)) {
      // Refused for another browser: the stories ran their other checks, no picture was
      // compared, and the last review stays as it was (global-setup.ts).
      const refusal = baselineRefusal(this.root);
      if (refusal) return this.failRefused(refusal);
      this.failWhenShort(records);
    }
    if (comparedCaptures === 0) return;
    reportQuarantine('Chromium', quarantinedStories);
    writeReview(this.root, { comparedCaptures, stories });
    const differing = stories.flatMap((story) => story.captures.filter((capture) => !capture.passed));
    if (differing.length > 0) {
      console.log(
        `\nVisual review: ${differing.length} of ${comparedCaptures} captures differ in ${stories.length} stories: ${path.join(REVIEW_DIR, 'index.html')}`,
      );
    }
  }

  /** Fails the run (exit code 1) when it compared fewer captures than it selected (capture-count.ts). */
  private failWhenShort(records: StoryRunRecord[]) {
    const shortfall = captureShortfall(records);
    if (!shortfall) return;
    console.error(`\nVisual check failed closed: ${shortfall}`);
    process.exitCode = 1;
  }

  private failRefused(refusal: string) {
    console.error(`\nVisual check refused, no picture compared (the last review is kept):\n${refusal}`);
    process.exitCode = 1;
  }

  private copyImages(artifact: unknown, reviewDir: string, name: string): ReviewImages {
    const attachments = (artifact as { attachments?: { name: string; path?: string }[] } | undefined)
      ?.attachments;
    const images: ReviewImages = {};
    for (const attachment of attachments ?? []) {
      const kind = attachment.name as keyof ReviewImages;
      if (!['reference', 'actual', 'diff'].includes(kind) || !attachment.path) continue;
      const source = path.resolve(this.root, attachment.path);
      if (!existsSync(source)) continue;
      const target = path.join('images', `${name}-${kind}.png`);
      mkdirSync(path.join(reviewDir, 'images'), { recursive: true });
      copyFileSync(source, path.join(reviewDir, target));
      images[kind] = target;
    }
    return images;
  }
}

/** A project whose story tests run the visual checks (its setup file is .storybook/vitest.setup.ts). */
function isVisualProject(module: TestModule): boolean {
  return module.project.config.setupFiles.some((file) =>
    file.replaceAll('\\', '/').endsWith('.storybook/vitest.setup.ts'),
  );
}

/**
 * A capture whose size changed has a reference and an actual picture but no diff (the comparator
 * stops at the size): draw one padded to the larger size, and name the change (size-diff.ts).
 */
function drawSizeDiff(images: ReviewImages, reviewDir: string, name: string): string | undefined {
  if (images.diff || !images.reference || !images.actual) return undefined;
  const reference = PNG.sync.read(readFileSync(path.join(reviewDir, images.reference)));
  const actual = PNG.sync.read(readFileSync(path.join(reviewDir, images.actual)));
  const { diff, sizeChange } = paddedDiff(reference, actual);
  if (!sizeChange) return undefined;
  images.diff = path.join('images', `${name}-diff.png`);
  writeFileSync(path.join(reviewDir, images.diff), PNG.sync.write(diff));
  return sizeChange;
}
