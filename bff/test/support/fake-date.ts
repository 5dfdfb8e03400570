/** What keeps running as usual while Date is faked: timers, so MongoDB's driver and the app keep working. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Fakes Date alone: the limits, the sessions and the second factor's codes read the time from it. */
export const fakeDateOnly = () => jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });

/** Moves the faked Date on by `ms`. */
export const moveTime = (ms: number) => jest.setSystemTime(Date.now() + ms);
