import { DEFAULT_TRAVEL_RULES, type TravelRulesByKind } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../../test/dialogs';
import { renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

const PAGE = '/admin/packages/travel-rules';

/** Answers the rules as stored, saving them as the BFF does; keeps what each save sent. */
function serveRules(initial: TravelRulesByKind = DEFAULT_TRAVEL_RULES) {
  let rules = initial;
  const saved: unknown[] = [];
  server.use(
    http.get('*/api/travel-rules', () => HttpResponse.json(rules)),
    http.put('*/api/travel-rules', async ({ request }) => {
      rules = (await request.json()) as TravelRulesByKind;
      saved.push(rules);
      return HttpResponse.json(rules);
    }),
  );
  return saved;
}

const kind = (name: string) => screen.getByRole('group', { name });
const vaccination = (number: number, of: string) =>
  within(kind(of)).getByRole('group', { name: `Vaccination ${number} for ${of}` });

describe('the travel rules', () => {
  it('show each kind of trip’s passport months and vaccinations as stored', async () => {
    serveRules();
    renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Travel rules' })).toBeInTheDocument();
    const hajj = await screen.findByRole('group', { name: 'Hajj' });
    expect(within(hajj).getByLabelText('Passport valid after the return (months)')).toHaveValue(6);
    const meningitis = vaccination(1, 'Hajj');
    expect(within(meningitis).getByLabelText('Name')).toHaveValue('Meningococcal ACWY');
    expect(within(meningitis).getByLabelText('Valid for (years)')).toHaveValue(3);
    expect(within(meningitis).getByLabelText('Given at least (days before departure)')).toHaveValue(10);
    expect(kind('Vacation')).toHaveTextContent('No vaccination asked.');
    expect(screen.getByRole('link', { name: 'All packages' })).toHaveAttribute('href', '/admin/packages');
  });

  it('are changed whole: months, a vaccination added to one kind and taken from another', async () => {
    const saved = serveRules();
    const { user } = renderAdmin(PAGE);
    const months = within(await screen.findByRole('group', { name: 'Hajj' })).getByLabelText(
      'Passport valid after the return (months)',
    );
    await user.clear(months);
    await user.type(months, '8');
    await user.click(within(kind('Umrah')).getByRole('button', { name: 'Remove vaccination 1 for Umrah' }));
    expect(kind('Umrah')).toHaveTextContent('No vaccination asked.');
    await user.click(
      within(kind('Vacation')).getByRole('button', { name: '+ Add a vaccination for Vacation' }),
    );
    const yellowFever = vaccination(1, 'Vacation');
    await user.type(within(yellowFever).getByLabelText('Name'), 'Yellow fever');
    await user.type(within(yellowFever).getByLabelText('Valid for (years)'), '10');
    await user.type(within(yellowFever).getByLabelText('Given at least (days before departure)'), '10');
    expect(screen.getByRole('status')).toHaveTextContent('Changes not saved yet');
    await user.click(screen.getByRole('button', { name: 'Save travel rules' }));
    await dismissAlert(user, 'Travel rules saved');

    expect(saved).toEqual([
      {
        hajj: { ...DEFAULT_TRAVEL_RULES.hajj, passportValidMonthsAfterReturn: 8 },
        umrah: { passportValidMonthsAfterReturn: 6, vaccines: [] },
        vacation: {
          passportValidMonthsAfterReturn: 6,
          vaccines: [{ name: 'Yellow fever', validYears: 10, daysBeforeDeparture: 10 }],
        },
      },
    ]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('show the contract’s problems at their fields, and send nothing', async () => {
    const saved = serveRules();
    const { user } = renderAdmin(PAGE);
    const months = within(await screen.findByRole('group', { name: 'Hajj' })).getByLabelText(
      'Passport valid after the return (months)',
    );
    await user.clear(months);
    await user.type(months, '30');
    await user.click(
      within(kind('Vacation')).getByRole('button', { name: '+ Add a vaccination for Vacation' }),
    );
    await user.type(within(vaccination(1, 'Vacation')).getByLabelText('Valid for (years)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save travel rules' }));

    expect(months).toHaveAccessibleDescription('A passport is checked 0 to 24 months after the return.');
    const added = vaccination(1, 'Vacation');
    expect(within(added).getByLabelText('Name')).toHaveAccessibleDescription('A vaccine needs its name.');
    expect(within(added).getByLabelText('Valid for (years)')).toHaveAccessibleDescription(
      'A vaccination is valid 1 to 10 years.',
    );
    expect(
      within(added).getByLabelText('Given at least (days before departure)'),
    ).toHaveAccessibleDescription('Days are a whole number.');
    expect(saved).toEqual([]);
  });

  it('say "Failed to save the travel rules", keeping what was typed', async () => {
    serveRules();
    server.use(http.put('*/api/travel-rules', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    const months = within(await screen.findByRole('group', { name: 'Umrah' })).getByLabelText(
      'Passport valid after the return (months)',
    );
    await user.clear(months);
    await user.type(months, '7');
    await user.click(screen.getByRole('button', { name: 'Save travel rules' }));
    expect(await findAlert('Error')).toHaveTextContent('Failed to save the travel rules');
    await dismissAlert(user, 'Error');
    expect(months).toHaveValue(7);
  });
});
