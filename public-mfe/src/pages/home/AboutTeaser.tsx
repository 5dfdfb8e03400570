import { media } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import aboutUrl from '../../assets/about.svg';
import { Counters } from '../../components/Counters';
import { Section } from '../../components/layout-styles';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.up('md')} { grid-template-columns: 1fr 1fr; }
  img { width: 100%; height: auto; }
`;

export function AboutTeaser() {
  return (
    <Section $tone="soft" aria-labelledby="about-teaser-title">
      <Columns>
        <img
          src={aboutUrl}
          alt="A group of travellers on a guided journey"
          width={480}
          height={360}
          loading="lazy"
        />
        <div>
          <h2 id="about-teaser-title">About us</h2>
          <p>
            Since 2011 we have guided pilgrims and holidaymakers from Lagos to Makkah, Madinah and beyond,
            with licensed guides, trusted hotels and support at every step.
          </p>
          <Counters />
          <Link to="/about">Read our story</Link>
        </div>
      </Columns>
    </Section>
  );
}
