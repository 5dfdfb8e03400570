import { formatNaira, peopleLabel } from '@safa/shared-ui';
import type { Settings } from 'react-slick';
import { useCurrentHajj, useFliers, usePackages } from '../../api/queries';
import { DestinationHero } from '../../components/DestinationHero';
import { ENQUIRY_FEEDBACK } from '../../components/forms/feedback';
import { LinkButton, Section } from '../../components/layout-styles';
import { PageLoader } from '../../components/PageLoader';
import { EnquirySection } from '../../components/package/EnquirySection';
import { FlierGrid } from '../../components/package/FlierGrid';
import { PictureCarousel } from '../../components/package/PictureCarousel';
import { PlanList } from '../../components/package/PlanList';
import { PAGE_COLUMN } from '../../components/picture-sizes';
import { isOfCategory } from '../../site/packages';
import { picturesOf } from '../../site/pictures';

/** §9: autoplay every 3000 ms, looping. */
const experienceCarouselSettings: Settings = {
  slidesToShow: 3,
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 3000,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 639, settings: { slidesToShow: 1 } },
  ],
};

export default function HajjPage() {
  const packages = usePackages();
  const current = useCurrentHajj();
  const fliers = useFliers();
  const plans = (packages.data ?? []).filter(isOfCategory('hajj'));
  const hajjFliers = (fliers.data ?? []).filter((flier) => flier.category === 'Hajj');
  const pictures = picturesOf(plans);
  const season = current.data;

  return (
    <>
      <PageLoader queries={[packages, current, fliers]} />
      <DestinationHero />
      <Section aria-labelledby="hajj-plans-title">
        <h2 id="hajj-plans-title">Our Hajj Packages</h2>
        <p>
          Perform the fifth pillar of Islam with a licensed operator: visas, flights, tents in Mina and
          Arafat, hotels in Makkah and Madinah, and scholars who guide every rite.
        </p>
        {season && season.price > 0 ? (
          <p>
            This season's Hajj fare: <strong>{formatNaira(season.price)}</strong>
            {season.numberOfPeople > 0
              ? ` for ${season.numberOfPeople} ${peopleLabel(season.numberOfPeople)}`
              : ''}
            .
          </p>
        ) : null}
        <PlanList
          plans={plans}
          loading={packages.isLoading}
          emptyText="Hajj plans for the coming season will be published soon."
        />
      </Section>
      {hajjFliers.length > 0 ? (
        <Section $tone="soft" aria-labelledby="hajj-fliers-title">
          <h2 id="hajj-fliers-title">Hajj fliers</h2>
          <FlierGrid fliers={hajjFliers} altOf={(index) => `Hajj package flier ${index + 1}`} />
        </Section>
      ) : null}
      {pictures.length > 0 ? (
        <Section aria-labelledby="hajj-experience-title">
          <h2 id="hajj-experience-title">Pictures from previous experience</h2>
          <PictureCarousel
            label="Previous Hajj experiences"
            pictures={pictures}
            settings={experienceCarouselSettings}
            container={PAGE_COLUMN}
          />
        </Section>
      ) : null}
      <EnquirySection category="hajjmessage" feedback={ENQUIRY_FEEDBACK} />
      <Section aria-labelledby="hajj-other-title">
        <h2 id="hajj-other-title">Looking for something else?</h2>
        <LinkButton to="/otherpackages">View Other Packages</LinkButton>
      </Section>
    </>
  );
}
