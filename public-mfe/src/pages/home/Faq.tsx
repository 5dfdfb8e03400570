import { media } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../components/layout-styles';
import { FAQ_ITEMS, type FaqItem, LEFT_COLUMN_SIZE } from './faq-content';

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  ${media.up('lg')} { grid-template-columns: 1fr 1fr; }
`;

const Column = styled.div`
  display: grid;
  gap: 1rem;
`;

const Item = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; padding: 0 1rem 1rem 3.5rem; }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 1rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  span:first-child { color: ${({ theme }) => theme.colors.primary}; min-width: 1.75rem; }
  span:last-child { margin-left: auto; }
`;

function FaqEntry({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const answerId = `faq-answer-${item.id}`;
  return (
    <Item>
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          <span>{String(item.id).padStart(2, '0')}</span>
          {item.question}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Toggle>
      </h3>
      <p id={answerId} hidden={!open}>
        {item.answer}
      </p>
    </Item>
  );
}

/** §4: item 1 open at first; each item opens and closes on its own. */
export function Faq() {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set([1]));
  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = [FAQ_ITEMS.slice(0, LEFT_COLUMN_SIZE), FAQ_ITEMS.slice(LEFT_COLUMN_SIZE)];
  return (
    <Section $tone="soft" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      <p>Got Questions? We've Got Answers.</p>
      <Columns>
        {columns.map((column, index) => (
          <Column key={column[0]?.id ?? index} data-testid={`faq-column-${index + 1}`}>
            {column.map((item) => (
              <FaqEntry
                key={item.id}
                item={item}
                open={openIds.has(item.id)}
                onToggle={() => toggle(item.id)}
              />
            ))}
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
