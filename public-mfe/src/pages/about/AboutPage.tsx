import styled from 'styled-components';
import aboutUrl from '../../assets/about.svg';
import { Counters } from '../../components/Counters';
import { ColumnGrid, Columns, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { TIMELINE, VALUES } from './about-content';

/** The ten values in whole rows: five rows of two on a phone, two rows of five from a tablet up. */
const Values = styled(ColumnGrid)`
  li {
    padding: 0.75rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primaryLight};
    font-size: clamp(0.85rem, 4vw, 1rem);
    font-weight: 700;
    text-align: center;
  }
`;

const Timeline = styled.ol`
  padding: 0;
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  li { position: relative; padding: 0 0 1.25rem 1.25rem; }
  strong { display: block; color: ${({ theme }) => theme.colors.primaryDark}; font-size: 1.2rem; }
`;

export default function AboutPage() {
  return (
    <>
      <PageHero title="About Us" />
      <Section aria-labelledby="story-title">
        <Columns $center>
          <div>
            <h2 id="story-title">Our story</h2>
            <p>
              We started in Lagos in 2011 with one aim: to take Nigerian pilgrims to the holy cities in
              comfort and safety, and bring them home with nothing to worry about but their worship. Families
              soon asked us for their holidays too, and today we plan Hajj, Umrah, vacations, flights and
              hotels for travellers across Nigeria.
            </p>
            <Counters />
          </div>
          <img
            src={aboutUrl}
            alt="A group of travellers on a guided journey"
            width={480}
            height={360}
            fetchPriority="high"
          />
        </Columns>
      </Section>
      <Section $tone="soft" aria-labelledby="who-title">
        <h2 id="who-title">Who are we</h2>
        <p>
          A licensed travel and tours agency of guides, visa specialists and travel planners who have made the
          journey many times themselves. We know the paperwork, the hotels and the roads, and we stay with our
          travellers from the first question to the flight home.
        </p>
        <h3>Our values</h3>
        <Values $columns={{ base: 2, md: 5 }} $gap="0.75rem">
          {VALUES.map((value) => (
            <li key={value}>{value}</li>
          ))}
        </Values>
      </Section>
      <Section aria-labelledby="timeline-title">
        <h2 id="timeline-title">Our journey</h2>
        <Timeline>
          {TIMELINE.map((entry) => (
            <li key={entry.text}>
              <strong>{entry.year}</strong>
              {entry.text}
            </li>
          ))}
        </Timeline>
      </Section>
      <Section $tone="soft" aria-labelledby="mission-title">
        <Columns $center>
          <div>
            <h2 id="mission-title">Our mission</h2>
            <p>
              To make every pilgrimage and every journey safe, affordable and spiritually fulfilling, with
              honest prices and care at every step.
            </p>
          </div>
          <div>
            <h2>Our vision</h2>
            <p>
              To be the most trusted travel partner for Nigerian pilgrims and families, known for integrity
              and for journeys remembered for a lifetime.
            </p>
          </div>
        </Columns>
      </Section>
    </>
  );
}
