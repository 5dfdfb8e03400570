import styled from 'styled-components';
import { useCurrentHajj, useFliers, usePackages } from '../../api/queries';
import { DestinationHero } from '../../components/DestinationHero';
import { EmptyState } from '../../components/EmptyState';
import { UMRAH_FEEDBACK } from '../../components/forms/feedback';
import { AutoGrid, LinkButton, Section } from '../../components/layout-styles';
import { PageLoader } from '../../components/PageLoader';
import { EnquirySection } from '../../components/package/EnquirySection';
import { FlierImage } from '../../components/package/FlierImage';
import { PlanList } from '../../components/package/PlanList';
import { categoryOf } from '../../site/packages';
import { picturesOf } from '../../site/pictures';

const Pictures = styled(AutoGrid)`
  img { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; }
`;

export default function UmrahPage() {
  // §7: the Umrah page reads the current record too; nothing on it is shown.
  const current = useCurrentHajj();
  const packages = usePackages();
  const fliers = useFliers();
  const plans = (packages.data ?? []).filter((item) => categoryOf(item) === 'umrah');
  const flier = (fliers.data ?? []).find((item) => item.category === 'Umrah');
  const pictures = picturesOf(plans);

  return (
    <>
      <PageLoader queries={[current, packages, fliers]} />
      <DestinationHero />
      <Section aria-labelledby="umrah-intro-title">
        <h2 id="umrah-intro-title">Our Umrah Package</h2>
        <p>
          Answer the call to the House of Allah at any time of the year. Our Umrah packages take care of the
          visa, return flights from Lagos, hotels close to the Haram in Makkah and Madinah, ground transport
          and a guide for the rites, so you can give your whole heart to worship.
        </p>
      </Section>
      <Section $tone="soft" aria-labelledby="umrah-plans-title">
        <h2 id="umrah-plans-title">Explore Our Available Plans</h2>
        <PlanList
          plans={plans}
          loading={packages.isLoading}
          emptyText="New Umrah plans will be published soon."
        />
      </Section>
      {flier ? (
        <Section aria-label="Umrah flier">
          <FlierImage flier={flier} alt="Umrah package flier" />
        </Section>
      ) : null}
      <Section aria-labelledby="umrah-pictures-title">
        <h2 id="umrah-pictures-title">Pictures from previous Experience</h2>
        {pictures.length > 0 ? (
          <Pictures $min="14rem" $gap="0.75rem">
            {pictures.map((picture) => (
              <li key={picture.src}>
                <img
                  src={picture.src}
                  alt={picture.alt}
                  width={320}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </Pictures>
        ) : packages.isLoading ? null : (
          <EmptyState>Pictures from our Umrah journeys are coming soon.</EmptyState>
        )}
      </Section>
      <EnquirySection category="umrahmessage" feedback={UMRAH_FEEDBACK} />
      <Section aria-labelledby="umrah-other-title">
        <h2 id="umrah-other-title">Explore Other Packages</h2>
        <p>Holidays, honeymoons and family trips, priced in naira.</p>
        <LinkButton to="/otherpackages">View Other Packages</LinkButton>
      </Section>
    </>
  );
}
