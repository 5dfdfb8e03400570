import styled from 'styled-components';
import { ColumnGrid, Section } from '../../components/layout-styles';

const REASONS = [
  {
    title: 'Licensed and accredited',
    text: 'An accredited air-transport agent and member of the national Hajj commission since 2012.',
  },
  {
    title: 'Everything arranged',
    text: 'Visa, flights, hotels close to the Haram, transport and guides in one booking.',
  },
  {
    title: 'Prices in naira',
    text: 'Clear prices in naira with no hidden charges, and plans for every budget.',
  },
  {
    title: 'With you all the way',
    text: 'Our team answers by phone, e-mail and WhatsApp, before, during and after your trip.',
  },
] as const;

const Reason = styled.li`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryLight};
  h3 { margin: 0 0 0.5rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;

export default function WhyChooseUs() {
  return (
    <Section aria-labelledby="why-title">
      <h2 id="why-title">Why choose us</h2>
      <ColumnGrid $columns={{ base: 1, sm: 2, lg: 4 }}>
        {REASONS.map((reason) => (
          <Reason key={reason.title}>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </Reason>
        ))}
      </ColumnGrid>
    </Section>
  );
}
