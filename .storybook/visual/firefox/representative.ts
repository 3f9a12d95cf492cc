import { capturesOf, type Capture, type StoryModesInput } from '../capture-modes.ts';

/**
 * The stories another engine than Chromium captures: the first story of every story file, so
 * every component, section, block and form is drawn at least once, in each of its modes (light,
 * dark, and Korean where tagged) except the brand modes, which are Chromium's
 * (docs/decisions.md, "Visual baselines"). The full set is Chromium's; a second engine finds
 * where its engine draws differently, which one story of a component shows.
 */

/** A story as the static Storybook's preview extracts it (`__STORYBOOK_PREVIEW__.extract()`). */
export interface ExtractedStory extends StoryModesInput {
  name: string;
  importPath: string;
  parameters: StoryModesInput['parameters'] & { viewport?: ViewportParameter };
  globals: Record<string, unknown> & { viewport?: { value?: string } };
}

interface ViewportParameter {
  defaultViewport?: string;
  disable?: boolean;
  options?: Record<string, { styles?: { width?: string; height?: string } }>;
}

export interface SelectedStory {
  id: string;
  name: string;
  /** The story file, relative to the repository root. */
  file: string;
  captures: Capture[];
  viewport: { width: number; height: number };
}

/** Storybook's own viewport when a story names none (the Vitest plugin's, which the Chromium baselines use). */
export const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

/**
 * The first story of each file, in the index's order. Fails when a file's first story takes no
 * picture while a later one does: that component would silently go undrawn here.
 */
export function representativeStories(
  stories: readonly ExtractedStory[],
  viewports: Record<string, { styles?: { width?: string; height?: string } }> = {},
): SelectedStory[] {
  const byFile = new Map<string, ExtractedStory[]>();
  for (const story of stories) byFile.set(story.importPath, [...(byFile.get(story.importPath) ?? []), story]);
  const selected: SelectedStory[] = [];
  for (const [importPath, fileStories] of byFile) {
    const [first] = fileStories;
    const captures = capturesOf(first!).filter((capture) => capture.brand === undefined);
    if (captures.length === 0) {
      const captured = fileStories.find((story) => capturesOf(story).length > 0);
      if (captured) {
        throw new Error(
          `${importPath}: its first story (${first!.id}) takes no picture but ${captured.id} does. Put a captured story first, so every engine draws this component.`,
        );
      }
      continue;
    }
    selected.push({
      id: first!.id,
      name: first!.name,
      file: importPath.replace(/^\.\//, '').replace(/^\.\.\//, ''),
      captures,
      viewport: viewportOf(first!, viewports),
    });
  }
  return selected;
}

/** The story's viewport as the Storybook Vitest plugin sets it: the global's, else the parameter's default. */
function viewportOf(
  story: ExtractedStory,
  viewports: Record<string, { styles?: { width?: string; height?: string } }>,
) {
  const parameter = story.parameters.viewport ?? {};
  if (parameter.disable) return DEFAULT_VIEWPORT;
  const name = story.globals.viewport?.value ?? parameter.defaultViewport;
  const styles = name ? { ...viewports, ...parameter.options }[name]?.styles : undefined;
  const px = (value: string | undefined) =>
    value && /^\d+(px)?$/.test(value) ? Number.parseInt(value, 10) : undefined;
  const width = px(styles?.width);
  const height = px(styles?.height);
  return width && height ? { width, height } : DEFAULT_VIEWPORT;
}
