import type { LiveSession } from './live-session';
import type { SessionsEmptyStep } from './sessions-table';

/* Story data: a run as the gateway reports it; not part of the package API. */

/** The stories' clock: every relative time is measured from here, so screenshots never move. */
export const STORY_NOW = Date.parse('2026-11-26T10:00:00Z');
const ago = (seconds: number) => new Date(STORY_NOW - seconds * 1000).toISOString();

export const liveSessions: LiveSession[] = [
  {
    id: 'cbb65cd2',
    role: 'trainer',
    state: 'active',
    connectedAt: ago(3 * 3600 + 120),
    bytesIn: 48_213_504,
    bytesOut: 51_904_121,
    frames: 1_204_311,
  },
  {
    id: '0a9e4f11',
    role: 'simulator',
    state: 'active',
    connectedAt: ago(25 * 60),
    bytesIn: 1_532_004,
    bytesOut: 987_112,
    frames: 48_211,
  },
  {
    id: '7d3c20be',
    role: 'simulator',
    state: 'waiting',
    connectedAt: ago(42),
    bytesIn: 812,
    bytesOut: 0,
    frames: 0,
  },
];

/** Figures as large as a week-long run gets, to check nothing overflows. */
export const longRunningSession: LiveSession = {
  id: 'ffffffff',
  role: 'simulator',
  state: 'paused',
  connectedAt: ago(9 * 86400),
  bytesIn: 987_654_321_098,
  bytesOut: 123_456_789_012_345,
  frames: 9_876_543_210,
};

export const englishEmptySteps: SessionsEmptyStep[] = [
  { id: 'install', title: 'Install the client', code: 'pip install remoterl', language: 'Shell' },
  { id: 'register', title: 'Save your API key', code: 'remoterl register', language: 'Shell' },
  { id: 'train', title: 'Start a trainer', code: 'remoterl train', language: 'Shell' },
  { id: 'simulate', title: 'Start a simulator', code: 'remoterl simulate', language: 'Shell' },
];

export const koreanEmptySteps: SessionsEmptyStep[] = [
  { id: 'install', title: '클라이언트 설치', code: 'pip install remoterl', language: 'Shell' },
  { id: 'register', title: 'API 키 저장', code: 'remoterl register', language: 'Shell' },
  { id: 'train', title: '트레이너 시작', code: 'remoterl train', language: 'Shell' },
  { id: 'simulate', title: '시뮬레이터 시작', code: 'remoterl simulate', language: 'Shell' },
];

export const koreanSessionsLabels = {
  title: '온라인 세션',
  caption: '온라인 세션',
  role: '역할',
  session: '세션',
  connected: '연결',
  bytesIn: '수신 데이터',
  bytesOut: '송신 데이터',
  steps: '스텝',
  actions: '작업',
  disconnect: '연결 끊기',
  roles: { simulator: '시뮬레이터', trainer: '트레이너' },
  states: {
    active: '활성',
    waiting: { simulator: '트레이너 대기 중', trainer: '시뮬레이터 대기 중' },
    paused: '일시 중지됨',
    held: '다시 연결 중',
  },
  disconnectTitle: '세션 {session}({role})의 연결을 끊을까요?',
  disconnectDescription:
    '프로세스에 대시보드에서 연결이 끊겼다고 알리고 종료합니다. 같은 키로 다시 연결할 수 있습니다.',
  confirmDisconnect: '연결 끊기',
  cancel: '취소',
  emptyTitle: '온라인 세션이 없습니다',
  emptyDescription: 'API 키로 시뮬레이터와 트레이너를 시작하면 몇 초 안에 여기에 표시됩니다.',
  loading: '세션을 불러오는 중',
  retry: '다시 시도',
};

/** A paired run with its live health, as the gateway reports it once a second. */
export const healthySessions: LiveSession[] = [
  {
    ...liveSessions[0]!,
    simulators: ['0a9e4f11'],
    health: {
      stepsPerSecond: 412.5,
      framesPerSecond: 825,
      sentBytesPerSecond: 1_650,
      receivedBytesPerSecond: 21_780,
      roundTripMs: 38,
      heartbeatAgeSeconds: 4,
    },
    meteredGb: 0.31,
    costUsd: 0.31,
  },
  {
    ...liveSessions[1]!,
    peer: 'cbb65cd2',
    health: {
      stepsPerSecond: 412.5,
      framesPerSecond: 825,
      sentBytesPerSecond: 19_800,
      receivedBytesPerSecond: 2_062,
      roundTripMs: null,
      heartbeatAgeSeconds: null,
    },
    meteredGb: 0.004,
    costUsd: 0.004,
  },
];

/** A dropped trainer held for 1 min 34 s more, and its simulator paused by an empty account. */
export const heldAndPausedSessions: LiveSession[] = [
  { ...healthySessions[0]!, state: 'held', resumableUntil: new Date(STORY_NOW + 94_000).toISOString() },
  { ...healthySessions[1]!, state: 'paused' },
];
export const STORY_GRACE_ENDS_AT = new Date(STORY_NOW + 42_000).toISOString();

export const koreanHealthLabels = {
  health: '상태',
  paused: '데이터가 없습니다: 일시 중지된 세션이 {time} 후에 닫힙니다.',
  healthCells: {
    steps: '초당 {rate}스텝',
    frames: '초당 {rate}프레임',
    sent: '보냄 {rate}',
    received: '받음 {rate}',
    roundTrip: '왕복 {ms}ms',
    heartbeat: '하트비트 {seconds}초 전',
    noHeartbeat: '아직 하트비트 없음',
    pairedWithTrainer: '트레이너 {id}에 연결',
    pairedWithSimulators: '시뮬레이터 {ids}에서 받음',
    resumableFor: '{time} 동안 재개 가능',
    graceEndsIn: '유예 {time} 남음',
    metered: '{gb} 측정 · {cost}',
    group: '세션 {session}의 상태',
  },
};
