import type MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What an edit of one module gives back: the new code and its source map. */
export type ModuleEdit = { code: string; map: ReturnType<MagicString['generateMap']> } | null;

export interface ThirdPartyTransform {
  /** The plugin's name, as Vite reports it. */
  name: string;
  /** The library whose built code it edits, for the failure message. */
  library: string;
  /** Whether `id` is one of the library's modules this transform edits. */
  appliesTo: (id: string) => boolean;
  /** The edit of one such module; `null` when it finds nothing to change. It may throw. */
  edit: (code: string, id: string) => ModuleEdit;
}

/**
 * A build-only transform of another project's built code (build/README.md lists them). Such an
 * edit relies on the shape of a file it does not own, so a release that moves or rewrites that
 * file would leave the edit matching nothing and the saving gone without a word. So the browser
 * build fails when the transform changed no module at all. The prerender build is exempt: it
 * leaves these libraries to Node, unbundled, so the transform never sees them there.
 */
export function thirdPartyTransformPlugin(transform: ThirdPartyTransform): Plugin {
  let edited = 0;
  return {
    name: transform.name,
    apply: 'build',
    buildStart() {
      edited = 0;
    },
    transform(code, id) {
      if (!transform.appliesTo(id)) return null;
      const result = transform.edit(code, id);
      if (result) edited += 1;
      return result;
    },
    buildEnd(error) {
      if (error || this.environment.config.consumer !== 'client' || edited > 0) return;
      this.error(
        `${transform.name} changed none of ${transform.library}'s modules: the library has changed ` +
          'shape. Update the transform to the new release, or remove it if the release no longer ' +
          'needs it (packages/portal-app/build/README.md says what it saved).',
      );
    },
  };
}
