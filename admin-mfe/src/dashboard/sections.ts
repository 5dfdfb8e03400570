import type { ComponentType } from 'react';
import { ContactsSection } from '../sections/contacts/ContactsSection';
import { FliersSection } from '../sections/fliers/FliersSection';
import { GallerySection } from '../sections/gallery/GallerySection';
import { MessagesSection } from '../sections/messages/MessagesSection';
import { NewsletterSection } from '../sections/newsletter/NewsletterSection';
import { PackagesSection } from '../sections/packages/PackagesSection';

export interface DashboardSection {
  /** The address segment under /admin, so a reload stays on the section. */
  path: string;
  label: string;
  Component: ComponentType;
}

/** The sidebar's six sections, in the spec's order; the first is the default. */
export const SECTIONS: DashboardSection[] = [
  { path: 'contacts', label: 'Contact Details', Component: ContactsSection },
  { path: 'fliers', label: 'Flier', Component: FliersSection },
  { path: 'gallery', label: 'Gallery Images', Component: GallerySection },
  { path: 'messages', label: 'Contact Messages', Component: MessagesSection },
  { path: 'packages', label: 'Packages', Component: PackagesSection },
  { path: 'newsletter', label: 'Newsletter', Component: NewsletterSection },
];
