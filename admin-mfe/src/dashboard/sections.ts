import type { ComponentType } from 'react';
import { BookingDetails } from '../sections/bookings/BookingDetails';
import { BookingsSection } from '../sections/bookings/BookingsSection';
import { ManifestPrintView } from '../sections/bookings/manifest/ManifestPrintView';
import { MoneyReportPage } from '../sections/bookings/money/MoneyReportPage';
import { NewBookingPage } from '../sections/bookings/operator/NewBookingPage';
import { ReadinessBoard } from '../sections/bookings/readiness/ReadinessBoard';
import { RoomingList } from '../sections/bookings/rooming/RoomingList';
import { ContactsSection } from '../sections/contacts/ContactsSection';
import { FliersSection } from '../sections/fliers/FliersSection';
import { GallerySection } from '../sections/gallery/GallerySection';
import { MessagesSection } from '../sections/messages/MessagesSection';
import { NewsletterSection } from '../sections/newsletter/NewsletterSection';
import { DeparturesPage } from '../sections/packages/departures/DeparturesPage';
import { PackagesSection } from '../sections/packages/PackagesSection';
import { TravelRulesPage } from '../sections/packages/travel-rules/TravelRulesPage';
import { SecuritySection } from '../sections/security/SecuritySection';

/** A page of a section at an address below the section's own (a booking's details). */
export interface SectionPage {
  /** Below the section's address, with its parameters: `:bookingId`. */
  path: string;
  Component: ComponentType;
}

export interface DashboardSection {
  /** The address segment under /admin, so a reload stays on the section. */
  path: string;
  label: string;
  Component: ComponentType;
  pages?: SectionPage[];
}

/**
 * The sidebar's sections: the spec's six in its order, Bookings after Packages, the operator's own
 * account last; the first is the default.
 */
export const SECTIONS: DashboardSection[] = [
  { path: 'contacts', label: 'Contact Details', Component: ContactsSection },
  { path: 'fliers', label: 'Flier', Component: FliersSection },
  { path: 'gallery', label: 'Gallery Images', Component: GallerySection },
  { path: 'messages', label: 'Contact Messages', Component: MessagesSection },
  {
    path: 'packages',
    label: 'Packages',
    Component: PackagesSection,
    pages: [
      { path: ':packageId/departures', Component: DeparturesPage },
      { path: 'travel-rules', Component: TravelRulesPage },
    ],
  },
  {
    path: 'bookings',
    label: 'Bookings',
    Component: BookingsSection,
    pages: [
      { path: ':bookingId', Component: BookingDetails },
      { path: 'manifest/:departureId', Component: ManifestPrintView },
      { path: 'money', Component: MoneyReportPage },
      { path: 'new', Component: NewBookingPage },
      { path: 'readiness/:departureId', Component: ReadinessBoard },
      { path: 'rooming/:departureId', Component: RoomingList },
    ],
  },
  { path: 'newsletter', label: 'Newsletter', Component: NewsletterSection },
  { path: 'security', label: 'Account security', Component: SecuritySection },
];
