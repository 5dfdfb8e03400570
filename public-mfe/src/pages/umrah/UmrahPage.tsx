import { useCurrentHajj, useFliers, usePackages } from '../../api/queries';
import { DestinationHero } from '../../components/DestinationHero';
import { EmptyState } from '../../components/EmptyState';
import { UMRAH_FEEDBACK } from '../../components/forms/feedback';
import { ImageTileGrid } from '../../components/ImageTileGrid';
import { LinkButton, Section } from '../../components/layout-styles';
import { PageLoader } from '../../components/PageLoader';
import { EnquirySection } from '../../components/package/EnquirySection';
import { FlierGrid } from '../../components/package/FlierGrid';
import { PlanList } from '../../components/package/PlanList';
import { isOfCategory } from '../../site/packages';
import { picturesOf } from '../../site/pictures';

export default function UmrahPage() {
  // §7: the Umrah page reads the current record too; nothing on it is shown.
  const current = useCurrentHajj();
  const packages = usePackages();
  const fliers = useFliers();
  const plans = (packages.data ?? []).filter(isOfCategory('umrah'));
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
        <Section aria-labelledby="umrah-flier-title">
          <h2 id="umrah-flier-title">Umrah flier</h2>
          <FlierGrid fliers={[flier]} altOf={() => 'Umrah package flier'} />
        </Section>
      ) : null}
      <Section aria-labelledby="umrah-pictures-title">
        <h2 id="umrah-pictures-title">Pictures from previous Experience</h2>
        {pictures.length > 0 ? (
          <ImageTileGrid
            images={pictures.map((picture) => ({
              id: picture.src,
              name: picture.alt,
              url: picture.src,
              details: picture.details,
            }))}
            layout={{ columns: { base: 2, lg: 4 } }}
          />
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
