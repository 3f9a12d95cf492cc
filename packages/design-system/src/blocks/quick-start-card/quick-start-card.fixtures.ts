import type { QuickStartCardStep } from './quick-start-card';

/* Story data: a product's quick start as an app would pass it; not part of the package API. */

const install = 'pip install remoterl';
const init = (role: string) => (key: string) =>
  `import remoterl\n\nremoterl.init(api_key="${key}", role="${role}")`;

export const englishQuickStartSteps: QuickStartCardStep[] = [
  {
    id: 'install',
    title: 'Install the library',
    language: 'Shell',
    code: () => install,
    copyLabel: 'Copy install command',
  },
  {
    id: 'trainer',
    title: 'Start a trainer',
    language: 'Python',
    code: init('trainer'),
    copyLabel: 'Copy trainer example',
  },
  {
    id: 'simulator',
    title: 'Start a simulator',
    language: 'Python',
    code: init('simulator'),
    copyLabel: 'Copy simulator example',
  },
];

export const koreanQuickStartSteps: QuickStartCardStep[] = [
  {
    id: 'install',
    title: '라이브러리 설치',
    language: 'Shell',
    code: () => install,
    copyLabel: '설치 명령 복사',
  },
  {
    id: 'trainer',
    title: '트레이너 시작',
    language: 'Python',
    code: init('trainer'),
    copyLabel: '트레이너 예제 복사',
  },
  {
    id: 'simulator',
    title: '시뮬레이터 시작',
    language: 'Python',
    code: init('simulator'),
    copyLabel: '시뮬레이터 예제 복사',
  },
];
