import { useGalleryImages, usePackages } from '../../api/queries';
import { lazyWhenNear, NearbyPart } from '../../components/nearby-part';
import { PageLoader } from '../../components/PageLoader';
import { AboutTeaser } from './AboutTeaser';
import { HeroSection } from './HeroSection';

// Below the first screen of a phone: sent by the server, their code fetched as the visitor scrolls
// towards them (the gallery's tiles and lightbox, the carousel's settings, cards and picture sizes).
const GalleryTeaser = lazyWhenNear('gallery-teaser', () => import('./GalleryTeaser'));
const PackageCarousel = lazyWhenNear('packages', () => import('./PackageCarousel'));
const WhyChooseUs = lazyWhenNear('why-choose-us', () => import('./WhyChooseUs'));
const NewsletterSignup = lazyWhenNear('newsletter', () => import('./NewsletterSignup'));
const Testimonials = lazyWhenNear('testimonials', () => import('./Testimonials'));
const Faq = lazyWhenNear('faq', () => import('./Faq'));

export default function HomePage() {
  const queries = [usePackages(), useGalleryImages()];
  return (
    <>
      <PageLoader queries={queries} />
      <HeroSection />
      <AboutTeaser />
      <NearbyPart name="gallery-teaser" part={GalleryTeaser} />
      <NearbyPart name="packages" part={PackageCarousel} />
      <NearbyPart name="why-choose-us" part={WhyChooseUs} />
      <NearbyPart name="newsletter" part={NewsletterSignup} />
      <NearbyPart name="testimonials" part={Testimonials} />
      <NearbyPart name="faq" part={Faq} />
    </>
  );
}
