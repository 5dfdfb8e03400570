export type { AnswerOf, BodyOf } from './answers';
export type { FieldIssue } from './api-error';
export { ApiError, NetworkError } from './api-error';
export type { CallInput } from './call';
export { call } from './call';
export { onUnauthorized } from './failure';
export { tokenStore } from './token-store';
export { upload } from './upload';
export { setApiOrigin } from './url';
