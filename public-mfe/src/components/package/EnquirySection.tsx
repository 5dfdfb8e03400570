import type { ComponentProps } from 'react';
import { EnquiryForm } from '../forms/EnquiryForm';
import { Columns, Section } from '../layout-styles';

/**
 * The 'Make Enquiries' block of the package pages: on a wide screen, what to expect beside the form;
 * on a phone, one under the other.
 */
export function EnquirySection(props: Omit<ComponentProps<typeof EnquiryForm>, 'label'>) {
  return (
    <Section $tone="soft" aria-labelledby="enquiries-title">
      <Columns $from="lg" $template="1fr 1.4fr">
        <div>
          <h2 id="enquiries-title">Make Enquiries</h2>
          <p>
            Tell us who is travelling and when, and ask anything about the package. We answer every enquiry
            within one working day, by phone, e-mail or WhatsApp, whichever you prefer.
          </p>
        </div>
        <EnquiryForm {...props} label="Make Enquiries" />
      </Columns>
    </Section>
  );
}
