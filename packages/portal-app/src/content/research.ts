/**
 * Where the home page's "AI studies" papers can be read, in the order of
 * `public.home.studies.papers` in the locale files (titles and summaries are translated there).
 */
export const paperLinks: readonly string[] = [
  // Causal learning framework: CCNets' published patent application.
  'https://patents.google.com/patent/WO2022164299A1',
  // Cooperative architecture (explainer, reasoner, producer): the open-source implementation.
  'https://github.com/ccnets-team/causal-learning',
  // Causal reinforcement learning with reverse dynamics: the open-source implementation.
  'https://github.com/ccnets-team/causal-rl',
];
