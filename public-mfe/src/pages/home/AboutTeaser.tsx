import { Link } from 'react-router-dom';
import aboutUrl from '../../assets/about.svg';
import { Counters } from '../../components/Counters';
import { Columns, Section } from '../../components/layout-styles';

export function AboutTeaser() {
  return (
    <Section $tone="soft" aria-labelledby="about-teaser-title">
      <Columns $center>
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
