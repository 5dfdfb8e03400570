import styled from 'styled-components';
import type { ChecklistLine } from './readiness-text';

const Line = styled.span<{ $done: boolean }>`
  display: inline-flex;
  gap: 0.35rem;
  align-items: baseline;
  &::before {
    content: '${({ $done }) => ($done ? '✓' : '✗')}';
    font-weight: 700;
    color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.accentText)};
  }
`;

/** A line of a traveller's checklist, marked done or not (the mark is for the eye; the words say it). */
export const CheckedText = ({ line }: { line: ChecklistLine }) => <Line $done={line.done}>{line.text}</Line>;

/** What is wrong with what was sent or typed, said as the BFF words it. */
export const Problem = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Badge = styled.span<{ $ready: boolean }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: 0.75rem;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $ready }) => ($ready ? theme.colors.onPrimary : theme.colors.textMuted)};
  background: ${({ theme, $ready }) => ($ready ? theme.colors.success : theme.colors.surface)};
`;

/** 'Ready to fly' when nothing is left of a traveller's checklist, else 'Not ready yet'. */
export const ReadyBadge = ({ ready }: { ready: boolean }) => (
  <Badge $ready={ready}>{ready ? 'Ready to fly' : 'Not ready yet'}</Badge>
);
