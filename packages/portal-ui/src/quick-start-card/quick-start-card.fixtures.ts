import type { QuickStartCardStep } from './quick-start-card';

/* Story data: a product's quick start as an app would pass it; not part of the package API. */

const install = 'pip install remoterl';
const register = 'remoterl register';
const env = (key: string) => `export REMOTERL_API_KEY='${key}'`;
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
    id: 'register',
    title: 'Save your key with the command line',
    language: 'Shell',
    code: () => register,
    copyLabel: 'Copy register command',
  },
  {
    id: 'env',
    title: 'Or put it in the environment',
    language: 'Shell',
    code: env,
    copyLabel: 'Copy environment variable line',
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
    title: 'Start a simulator where your environment runs',
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
    id: 'register',
    title: '명령줄로 키 저장',
    language: 'Shell',
    code: () => register,
    copyLabel: '등록 명령 복사',
  },
  {
    id: 'env',
    title: '또는 환경 변수로 지정',
    language: 'Shell',
    code: env,
    copyLabel: '환경 변수 줄 복사',
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
    title: '환경이 실행되는 곳에서 시뮬레이터 시작',
    language: 'Python',
    code: init('simulator'),
    copyLabel: '시뮬레이터 예제 복사',
  },
];
