import { useGalleryImages, usePackages } from '../../api/queries';
import { PageLoader } from '../../components/PageLoader';
import { AboutTeaser } from './AboutTeaser';
import { Faq } from './Faq';
import { GalleryTeaser } from './GalleryTeaser';
import { HeroSection } from './HeroSection';
import { NewsletterSignup } from './NewsletterSignup';
import { PackageCarousel } from './PackageCarousel';
import { Testimonials } from './Testimonials';
import { WhyChooseUs } from './WhyChooseUs';

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
