import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';

// One chunk per screen: a visitor downloads only the page they open.
const HomePage = lazy(() => import('./pages/home/HomePage'));
const AboutPage = lazy(() => import('./pages/about/AboutPage'));
const GalleryPage = lazy(() => import('./pages/gallery/GalleryPage'));
const ContactPage = lazy(() => import('./pages/contact/ContactPage'));
const ContactInfoPage = lazy(() => import('./pages/contact/ContactInfoPage'));
const FlightsPage = lazy(() => import('./pages/flights/FlightsPage'));
const HajjPage = lazy(() => import('./pages/hajj/HajjPage'));
const UmrahPage = lazy(() => import('./pages/umrah/UmrahPage'));
const OtherPackagesPage = lazy(() => import('./pages/other-packages/OtherPackagesPage'));
const SinglePackagePage = lazy(() => import('./pages/package/SinglePackagePage'));
// The booking form and a booking's page load only where they show.
const BookingPage = lazy(() => import('./pages/book/BookingPage'));
const BookingViewPage = lazy(() => import('./pages/booking/BookingViewPage'));
const PrivacyPage = lazy(() => import('./pages/privacy/PrivacyPage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));

export function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="contact-info" element={<ContactInfoPage />} />
        <Route path="flights" element={<FlightsPage />} />
        <Route path="hajjpackage" element={<HajjPage />} />
        <Route path="umrahpackage" element={<UmrahPage />} />
        <Route path="otherpackages" element={<OtherPackagesPage />} />
        <Route path="eachpackage" element={<SinglePackagePage />} />
        <Route path="book" element={<BookingPage />} />
        <Route path="booking" element={<BookingViewPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
