import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import heroUrl from '../../assets/hero.svg';
import { LinkButton } from '../../components/layout-styles';

const Hero = styled.section`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
  ${media.up('md')} { grid-template-columns: 1.1fr 1fr; padding: 3rem 1rem; }
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
