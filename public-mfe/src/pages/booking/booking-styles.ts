/** The look of a booking's private page: its panels, their facts and the notes at their top. */
import styled, { css } from 'styled-components';

/** One part of the page, under its heading. */
export const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  h3 { margin: 0.5rem 0 0; font-size: 1.1rem; }
`;

/* Labels as wide as their words; a long value (a package's title) wraps instead of squeezing them. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; overflow-wrap: anywhere; }
`;

/** A value with its copy button beside it, the button going under it where the line is short. */
export const Copyable = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const note = css`
  display: grid;
  gap: 0.35rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  strong { font-size: 1.2rem; }
`;

/** Good news at the top of the page: the booking just made, a payment received. */
export const GoodNews = styled.div`
  ${note}
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

/** What went wrong, or is not known yet, at the top of the page. */
export const BadNews = styled.div<{ $tone: 'error' | 'warning' }>`
  ${note}
  border-left: 4px solid ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.accent)};
  background: ${({ $tone, theme }) => ($tone === 'error' ? '#fdecea' : theme.colors.accentLight)};
`;

/** Figures read digit by digit (a reference, an account number): never broken across lines. */
export const monospace = css`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  white-space: nowrap;
`;
