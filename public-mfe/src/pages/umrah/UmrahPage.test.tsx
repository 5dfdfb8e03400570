import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { acceptMessages, failMessages, sendEnquiry, VISITOR } from '../../../test/enquiry';
import { apiPath, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render';
import UmrahPage from './UmrahPage';

describe('Umrah page', () => {
  it('has the hero, the breadcrumb, the plans, the first Umrah flier and the pictures', async () => {
    renderPage(<UmrahPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Destination Details' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    // Each step ends with its separator, hidden from screen readers (a list says the steps apart).
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual([
      'Home/',
      'Destinations/',
      'Destination Details',
    ]);
    for (const separator of screen.getAllByText('/'))
      expect(separator).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Our Umrah Package' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explore Our Available Plans' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Ramadan Umrah' })).toBeInTheDocument();
    expect(screen.getByText('₦3,200,000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Umrah package flier' })).toHaveAttribute('src', '/api/media/f2');
    const pictures = screen.getByRole('region', { name: 'Pictures from previous Experience' });
    expect(within(pictures).getByRole('img', { name: 'Ramadan Umrah' })).toHaveAttribute(
      'src',
      '/api/media/u1',
    );
    expect(screen.getByRole('heading', { name: 'Explore Other Packages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Other Packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
  });

  it("sends an umrahmessage and says 'Your message has been sent'", async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderPage(<UmrahPage />);
    const send = await sendEnquiry(user);
    expect(send).toHaveTextContent('Sending...');
    const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(within(dialog).getByText('Your message has been sent')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...VISITOR, category: 'umrahmessage' }]);
  });

  it("shows 'Error!' with 'Something went wrong' when the server gives no message", async () => {
    failMessages({});
    const user = userEvent.setup();
    renderPage(<UmrahPage />);
    await sendEnquiry(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'Something went wrong',
    );
  });

  it('shows empty states when nothing loads', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/packages'), () => HttpResponse.error()));
    renderPage(<UmrahPage />);
    expect(await screen.findByText('New Umrah plans will be published soon.')).toBeInTheDocument();
    expect(screen.getByText('Pictures from our Umrah journeys are coming soon.')).toBeInTheDocument();
  });
});
