import { beforeAll } from 'vitest';

// Motion makes screenshots and play functions race the animation; the behaviour under test does not need it.
beforeAll(() => {
  // The story projects reuse one page for all their files (vitest.config.ts): add the rule once.
  if (document.querySelector('style[data-test-only="no-motion"]')) return;
  const style = document.createElement('style');
  style.dataset.testOnly = 'no-motion';
  style.textContent = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important;}`;
  document.head.append(style);
});
