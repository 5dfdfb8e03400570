import { useGalleryImages, usePackages } from '../../api/queries';
import { nearbyPart } from '../../components/nearby-part';
import { PageLoader } from '../../components/PageLoader';
import { AboutTeaser } from './AboutTeaser';
import { GalleryTeaser } from './GalleryTeaser';
import { HeroSection } from './HeroSection';
import { PackageCarousel } from './PackageCarousel';

// Further down the page: sent by the server, their code fetched as the visitor scrolls towards them.
const WhyChooseUs = nearbyPart('why-choose-us', () => import('./WhyChooseUs'));
const NewsletterSignup = nearbyPart('newsletter', () => import('./NewsletterSignup'));
const Testimonials = nearbyPart('testimonials', () => import('./Testimonials'));
const Faq = nearbyPart('faq', () => import('./Faq'));

export default function HomePage() {
  const queries = [usePackages(), useGalleryImages()];
  return (
    <>
      <PageLoader queries={queries} />
      <HeroSection />
      <AboutTeaser />
      <GalleryTeaser />
      <PackageCarousel />
      <WhyChooseUs />
      <NewsletterSignup />
      <Testimonials />
      <Faq />
    </>
  );
}
