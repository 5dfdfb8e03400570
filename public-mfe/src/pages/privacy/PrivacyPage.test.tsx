import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import PrivacyPage from './PrivacyPage';

describe('the privacy notice', () => {
  it('says when travellers’ documents are deleted, and how WhatsApp and SMS messages are sent and stopped', () => {
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByText(/documents you send for your travellers/)).toHaveTextContent(
      'are deleted 60 days after the trip comes back, or after the booking is cancelled or expires',
    );
    expect(screen.getByRole('heading', { name: 'Messages on WhatsApp and by SMS' })).toBeInTheDocument();
    expect(screen.getByText(/Each SMS has a link that stops our text messages/)).toBeInTheDocument();
    expect(screen.getByText(/Meta \(WhatsApp\) and our SMS provider/)).toBeInTheDocument();
    expect(screen.getByText(/proofs of payment you send us are deleted 90 days/)).toBeInTheDocument();
  });
});
