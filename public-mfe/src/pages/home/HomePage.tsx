import { useGalleryImages, usePackages } from '../../api/queries';
import { lazyWhenNear, NearbyPart } from '../../components/nearby-part';
import { PageLoader } from '../../components/PageLoader';
import { AboutTeaser } from './AboutTeaser';
import { GalleryTeaser } from './GalleryTeaser';
import { HeroSection } from './HeroSection';
import { PackageCarousel } from './PackageCarousel';

// Further down the page: sent by the server, their code fetched as the visitor scrolls towards them.
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
      <GalleryTeaser />
      <PackageCarousel />
      <NearbyPart name="why-choose-us" part={WhyChooseUs} />
      <NearbyPart name="newsletter" part={NewsletterSignup} />
      <NearbyPart name="testimonials" part={Testimonials} />
      <NearbyPart name="faq" part={Faq} />
    </>
  );
}
