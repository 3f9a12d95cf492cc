/**
 * Where the stories are, relative to the repository root: Storybook's own docs, the published
 * design system's, and the portal's blocks' (@remoterl/portal-ui, private). One list for
 * Storybook (main.ts) and the tests that read every story file (visual/*.test.ts).
 */
export const storyGlobs = [
  '.storybook/docs/**/*.stories.tsx',
  'packages/design-system/src/**/*.stories.tsx',
  'packages/portal-ui/src/**/*.stories.tsx',
] as const;
