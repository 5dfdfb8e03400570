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

/* The browser opens and closes each item itself, with or without the app (a disclosure). */
const Item = styled.details`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > summary { list-style: none; cursor: pointer; }
  & > summary::-webkit-details-marker { display: none; }
  h3 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    margin: 0;
    padding: 1rem;
    font-size: 1rem;
    font-weight: 700;
  }
  h3 span:first-child { color: ${({ theme }) => theme.colors.primary}; min-width: 1.75rem; }
  h3 span:last-child { margin-left: auto; }
  h3 span:last-child::before { content: '+'; }
  &[open] h3 span:last-child::before { content: '−'; }
  p { margin: 0; padding: 0 1rem 1rem 3.5rem; }
`;

function FaqEntry({
  item,
  open,
  onToggle,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  return (
    <Item open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>
        <h3>
          <span>{String(item.id).padStart(2, '0')}</span>
          {item.question}
          <span aria-hidden="true" />
        </h3>
      </summary>
      <p>{item.answer}</p>
    </Item>
  );
}

/** §4: item 1 open at first; each item opens and closes on its own. */
export default function Faq() {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set([1]));
  const setOpen = (id: number, open: boolean) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
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
                onToggle={(open) => setOpen(item.id, open)}
              />
            ))}
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
