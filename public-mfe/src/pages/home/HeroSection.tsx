import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import heroUrl from '../../assets/hero.svg';
import { LinkButton, pageGutter } from '../../components/layout-styles';

const Hero = styled.section`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  padding-top: 2rem;
  padding-bottom: 2rem;
  ${pageGutter}
  ${media.up('md')} { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); padding-top: 3rem; padding-bottom: 3rem; }
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.9rem, 6vw, 3rem);
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  img { width: 100%; height: auto; border-radius: ${({ theme }) => theme.radii.lg}; }
`;

export function HeroSection() {
  return (
    <Hero aria-labelledby="hero-title">
      <div>
        <h1 id="hero-title">Hajj, Umrah and holidays, planned with care from Lagos</h1>
        <p>
          Visas, flights, hotels and guides in one package, with a team that has taken hundreds of Nigerian
          pilgrims and families safely there and back.
        </p>
        <LinkButton to="/hajjpackage">Explore Hajj packages</LinkButton>
      </div>
      <img
        src={heroUrl}
        alt="Pilgrims' destination at sunrise with a plane overhead"
        width={640}
        height={480}
        fetchPriority="high"
      />
    </Hero>
  );
}
