import list from './quarantine.json' with { type: 'json' };
import { QUARANTINE_TOLERANCE, VISUAL_TOLERANCE, type Tolerance } from './tolerance.ts';

/**
 * Stories that the determinism run showed do not capture the same pixels twice on an unchanged
 * commit (quarantine.json). They are still captured and compared in every run, at the tolerance
 * they had before determinism was measured, and every report names them; each entry says why
 * (docs/decisions.md, "Visual baselines").
 */

export const QUARANTINE_FILE = '.storybook/visual/quarantine.json';
export const ENGINES = ['chromium', 'firefox'] as const;
export type Engine = (typeof ENGINES)[number];

export interface QuarantinedStory {
  storyId: string;
  engines: Engine[];
  /** What makes the captures differ from one render to the next. */
  cause: string;
}

export const QUARANTINE: readonly QuarantinedStory[] = (list as { stories: QuarantinedStory[] }).stories;

/** The entry quarantining the story in this engine, if any. */
export function quarantined(storyId: string, engine: Engine): QuarantinedStory | undefined {
  return QUARANTINE.find((entry) => entry.storyId === storyId && entry.engines.includes(engine));
}

/** The tolerance a story's captures are compared with in this engine (before any determinism override). */
export function baseToleranceFor(storyId: string, engine: Engine): Tolerance {
  return quarantined(storyId, engine) ? { ...QUARANTINE_TOLERANCE } : { ...VISUAL_TOLERANCE };
}

/** What is wrong with a quarantine list, one line a problem; empty when every entry is justified. */
export function quarantineProblems(stories: readonly QuarantinedStory[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of stories.entries()) {
    const where = `${QUARANTINE_FILE} entry ${index + 1}`;
    if (typeof entry.storyId !== 'string' || !/^[a-z0-9-]+--[a-z0-9-]+$/.test(entry.storyId)) {
      problems.push(`${where}: storyId must be a Storybook story id, e.g. "button--primary".`);
    }
    if (!Array.isArray(entry.engines) || entry.engines.length === 0) {
      problems.push(`${where}: engines must name at least one of ${ENGINES.join(', ')}.`);
    } else {
      for (const engine of entry.engines) {
        if (!ENGINES.includes(engine)) problems.push(`${where}: unknown engine "${engine}".`);
      }
    }
    if (typeof entry.cause !== 'string' || entry.cause.trim().length < 20) {
      problems.push(`${where}: cause must say what differs between renders and why (20 characters or more).`);
    }
    if (seen.has(entry.storyId)) problems.push(`${where}: ${entry.storyId} is listed twice.`);
    seen.add(entry.storyId);
  }
  return problems;
}

/** A quarantined capture's message in the review starts with its quarantine and cause. */
export function quarantineNote(cause: string | undefined, message: string | undefined) {
  if (!cause) return message;
  return `Quarantined (compared at the quarantine tolerance): ${cause}.${message ? ` ${message}` : ''}`;
}

/** Says which stories were compared at the quarantine tolerance, and why (quarantine.ts). */
export function reportQuarantine(engine: string, stories: ReadonlyMap<string, string>) {
  if (stories.size === 0) return;
  console.log(
    `\n${engine}: ${stories.size} quarantined ${stories.size === 1 ? 'story' : 'stories'} compared at the quarantine tolerance (${QUARANTINE_FILE}):`,
  );
  for (const [storyId, cause] of stories) console.log(`  ${storyId}: ${cause}`);
}
