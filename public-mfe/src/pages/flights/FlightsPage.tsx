import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import { ColumnGrid, Columns, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { FlightRequestForm } from './FlightRequestForm';

const SERVICES = [
  {
    title: 'Flights',
    text: 'Local and international tickets on the best-value routes, with flexible dates and group fares.',
  },
  {
    title: 'Hotels',
    text: 'Rooms near the Haram in Makkah and Madinah, and trusted hotels in every holiday city.',
  },
  {
    title: 'Visa assistance',
    text: 'Tourist, business, Hajj and Umrah visas: documents checked, appointments booked, progress followed.',
  },
  {
    title: 'Travel insurance',
    text: 'Medical and trip cover that meets embassy requirements, for individuals, families and groups.',
  },
  {
    title: 'Airport transfers',
    text: 'A driver waiting on arrival and a ride back to the airport, in Lagos and at your destination.',
  },
] as const;

/**
 * The five services in whole rows: one column on a phone; two from 640 px, the fifth across both;
 * three, then two wider ones, from 1024 px (on a grid of six).
 */
const Services = styled(ColumnGrid)`
  ${media.up('sm')} { li:last-child { grid-column: 1 / -1; } }
  ${media.up('lg')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    li { grid-column: span 2; }
    li:nth-child(n + 4) { grid-column: span 3; }
  }
`;

const Service = styled.li`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0 0 0.5rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;

export default function FlightsPage() {
  return (
    <>
      <PageHero title="Flight & Hotels" />
      <Section $tone="soft" aria-labelledby="services-title">
        <h2 id="services-title">Our travel services</h2>
        <Services $columns={{ base: 1, sm: 2 }}>
          {SERVICES.map((service) => (
            <Service key={service.title}>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </Service>
          ))}
        </Services>
      </Section>
      <Section aria-labelledby="flight-request-title">
        <Columns $from="lg" $template="1fr 1.4fr">
          <div>
            <h2 id="flight-request-title">Request a flight or hotel</h2>
            <p>
              Tell us where and when you want to go. We will come back to you with the best fares and rooms we
              can find, usually within one working day.
            </p>
          </div>
          <FlightRequestForm />
        </Columns>
      </Section>
    </>
  );
}
