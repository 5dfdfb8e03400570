import type { AppContext } from './context';

/** True (and logged) when the hidden `website` field was filled in, which only bots do. */
export function isBotSubmission(ctx: AppContext, input: { website?: string | undefined }): boolean {
  const filled = Boolean(input.website?.trim());
  if (filled) ctx.state.log.info({ path: ctx.path }, 'honeypot filled: submission dropped');
  return filled;
}
