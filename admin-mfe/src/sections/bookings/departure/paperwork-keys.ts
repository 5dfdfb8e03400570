/**
 * What a departure's paperwork shows (its manifest, readiness board and rooming list) follows its
 * bookings' seats, money and travellers: one key reloads it all when any of them changes.
 */
export const paperworkKey = ['departure-paperwork'];
export const manifestKey = [...paperworkKey, 'manifest'];
export const readinessKey = [...paperworkKey, 'readiness'];
export const roomingKey = [...paperworkKey, 'rooming'];
