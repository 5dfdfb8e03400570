import { theme } from '@safa/shared-ui';
import type { Settings } from 'react-slick';
import { useDepartures, usePackage } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { ENQUIRY_FEEDBACK } from '../../components/forms/feedback';
import { Columns, LinkButton, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { DepartureList } from '../../components/package/DepartureList';
import { EnquirySection } from '../../components/package/EnquirySection';
import { PackageFacts } from '../../components/package/PackageFacts';
import { PictureCarousel, pictureSlideSizes } from '../../components/package/PictureCarousel';
import { fractionOf, PAGE_COLUMN, switchAt } from '../../components/picture-sizes';
import { useChatAboutPackage } from '../../layout/chat-topic';
import { useNoIndex } from '../../layout/useNoIndex';
import { packageListOf } from '../../site/packages';
import { picturesOf } from '../../site/pictures';
import { PACKAGES_TRAIL } from './package.page';
import { usePackageId, useRememberLinkedPackage } from './usePackageId';

const packagePicturesSettings: Settings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
};

/** The pictures' column: the page's width on a phone, beside the details (1.2fr 1fr, 2rem apart) from lg. */
const PICTURES_COLUMN = switchAt(theme.breakpoints.lg, PAGE_COLUMN, fractionOf(PAGE_COLUMN, 1.2 / 2.2, 32));

/** The `sizes` of a package's pictures on its page. */
export const packagePictureSizes = (pictureCount: number) =>
  pictureSlideSizes(PICTURES_COLUMN, packagePicturesSettings, pictureCount);

/** What the page says when it has no package to show, with the way to the others. */
function Missing({ title, text }: { title?: string; text: string }) {
  return (
    <Section aria-label={title}>
      {title ? <h2>{title}</h2> : null}
      <EmptyState>{text}</EmptyState>
      <LinkButton to="/otherpackages">View Other Packages</LinkButton>
    </Section>
  );
}

const NO_PACKAGE = {
  title: 'No package selected',
  text: 'Choose a package from our list to see its details.',
};

/** An address that names no package: a not-found page, kept out of search engines. */
function PackageNotFound() {
  useNoIndex();
  return (
    <>
      <PageHero title="Package not found" />
      <Missing text="We could not find this package. It may have been taken down; our other packages are one click away." />
    </>
  );
}

export default function SinglePackagePage() {
  useRememberLinkedPackage();
  const id = usePackageId();
  const query = usePackage(id);
  const departures = useDepartures(query.data ? id : null);
  const item = query.data;
  useChatAboutPackage(item?.title);

  if (id === undefined) {
    // The id may be in the visitor's storage, which only the browser reads: nothing to say before it
    // has looked, except to a browser that runs no script and never will.
    return (
      <>
        <PageHero title="Package details" />
        <noscript>
          <Missing {...NO_PACKAGE} />
        </noscript>
      </>
    );
  }
  if (id === null) {
    return (
      <>
        <PageHero title="Package details" />
        <Missing {...NO_PACKAGE} />
      </>
    );
  }
  if (query.isError) return <PackageNotFound />;
  if (!item) {
    return (
      <>
        <PageLoader queries={[query]} />
        <PageHero title="Package details" />
      </>
    );
  }

  const inclusions = item.inclusions;
  const list = packageListOf(item);
  return (
    <>
      <PageHero title={item.title} trail={PACKAGES_TRAIL} />
      <Section aria-label="Package details">
        <Columns $from="lg" $template="1.2fr 1fr">
          <PictureCarousel
            label={`Pictures of ${item.title}`}
            pictures={picturesOf([item])}
            settings={packagePicturesSettings}
            container={PICTURES_COLUMN}
            priority
          />
          <div>
            <h2>About this package</h2>
            <p>{item.description}</p>
            <PackageFacts item={item} />
            <h2>What's Included</h2>
            <ul>
              {inclusions.map((inclusion) => (
                <li key={inclusion}>{inclusion}</li>
              ))}
            </ul>
            <LinkButton to={list.path}>See our {list.name}</LinkButton>
          </div>
        </Columns>
      </Section>
      <DepartureList departures={departures.data ?? []} />
      <EnquirySection
        category={
          item.category === 'hajj'
            ? 'hajjmessage'
            : item.category === 'umrah'
              ? 'umrahmessage'
              : 'contactmessage'
        }
        feedback={ENQUIRY_FEEDBACK}
        about={{ packageId: item.id, packageTitle: item.title }}
      />
    </>
  );
}
