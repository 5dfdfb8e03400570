/** The outbox as the admin's health details show it. */
export interface OutboxState {
  pending: number;
  failing: number;
  oldestPendingAt: string | null;
  lastError: string | null;
  dropped: number;
  lastDropped: { at: string; reason: string } | null;
}

/** The states of several stores as one (pending and dropped added, the latest error and drop kept). */
export function combinedState(states: OutboxState[]): OutboxState {
  const latest = <V>(values: Array<V | null>, at: (value: V) => string) =>
    values.filter((value): value is V => value !== null).sort((a, b) => at(b).localeCompare(at(a)))[0] ??
    null;
  return {
    pending: states.reduce((sum, state) => sum + state.pending, 0),
    failing: states.reduce((sum, state) => sum + state.failing, 0),
    oldestPendingAt:
      states
        .map((state) => state.oldestPendingAt)
        .filter((at): at is string => at !== null)
        .sort()[0] ?? null,
    lastError: states.map((state) => state.lastError).find((error) => error !== null) ?? null,
    dropped: states.reduce((sum, state) => sum + state.dropped, 0),
    lastDropped: latest(
      states.map((state) => state.lastDropped),
      (dropped) => dropped.at,
    ),
  };
}
