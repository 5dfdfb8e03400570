import type { ComponentProps } from 'react';
import { EnquiryForm } from '../forms/EnquiryForm';
import { Section } from '../layout-styles';

/** The 'Make Enquiries' block of the package pages. */
export function EnquirySection(props: Omit<ComponentProps<typeof EnquiryForm>, 'label'>) {
  return (
    <Section $tone="soft" aria-labelledby="enquiries-title">
      <h2 id="enquiries-title">Make Enquiries</h2>
      <EnquiryForm {...props} label="Make Enquiries" />
    </Section>
  );
}
