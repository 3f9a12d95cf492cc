import { beforeAll } from 'vitest';

// Motion makes screenshots and play functions race the animation; the behaviour under test does not need it.
beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.testOnly = 'no-motion';
  style.textContent = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important;}`;
  document.head.append(style);
});
