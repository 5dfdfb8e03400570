import type { SecondFactorStatus } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../test/dialogs';
import { renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-ijkm-np${String(index).padStart(2, '2')}`,
);
const WRONG_CODE =
  'That code is not right. Check that the app shows the account just added, and enter the code it shows now.';

/** The BFF's second factor for the account, as the screens change it; 246810 is the app's right code. */
function serveSecondFactor(initial: SecondFactorStatus) {
  let status = initial;
  server.use(
    http.get('*/api/users/second-factor', () => HttpResponse.json(status)),
    http.post('*/api/users/second-factor/setup', () =>
      HttpResponse.json({
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Safa?secret=${SECRET}`,
        qrCode: QR_CODE,
      }),
    ),
    http.post('*/api/users/second-factor/confirm', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '246810') return HttpResponse.json({ message: WRONG_CODE }, { status: 400 });
      status = { ...status, enabled: true, recoveryCodesLeft: 10 };
      return HttpResponse.json({ recoveryCodes: RECOVERY_CODES });
    }),
    http.post('*/api/users/second-factor/off', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '246810')
        return HttpResponse.json({ message: 'That code is not right.' }, { status: 400 });
      status = { ...status, enabled: false, recoveryCodesLeft: 0 };
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const OFF: SecondFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };

describe('Account security', () => {
  it('is a section of the sidebar', async () => {
    serveSecondFactor(OFF);
    const { user } = renderAdmin('/admin/contacts');
    await user.click(screen.getByRole('link', { name: 'Account security' }));
    expect(await screen.findByRole('heading', { name: 'Account security', level: 2 })).toBeInTheDocument();
  });

  it('sets up an authenticator app: its QR code and key, a code to confirm, the recovery codes shown once', async () => {
    serveSecondFactor(OFF);
    const { user } = renderAdmin('/admin/security');
    expect(await screen.findByText(/^Off\. With it on, logging in takes a code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      QR_CODE,
    );
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const confirm = screen.getByRole('form', { name: 'Turn the second factor on' });
    await user.type(within(confirm).getByLabelText('Code from the app'), '111111');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    expect(await findAlert('Error')).toHaveTextContent(WRONG_CODE);
    await dismissAlert(user, 'Error');
    expect(within(confirm).getByLabelText('Code from the app')).toHaveValue('');

    await user.type(within(confirm).getByLabelText('Code from the app'), '246810');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/they are shown only now/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
  });

  it('turns it off with a code, saying so; a wrong code in the server’s words', async () => {
    serveSecondFactor({ enabled: true, required: false, recoveryCodesLeft: 7 });
    const { user } = renderAdmin('/admin/security');
    const form = await screen.findByRole('form', { name: 'Turn the second factor off' });
    expect(screen.getByText(/7 of 10 recovery codes left/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Code from the app, or a recovery code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await findAlert('Error')).toHaveTextContent('That code is not right.');
    await dismissAlert(user, 'Error');

    await user.type(within(form).getByLabelText('Code from the app, or a recovery code'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await findAlert('Second factor turned off')).toHaveTextContent(
      'Logging in takes your password alone again.',
    );
    await dismissAlert(user, 'Second factor turned off');
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('cannot be turned off while the server requires it', async () => {
    serveSecondFactor({ enabled: true, required: true, recoveryCodesLeft: 10 });
    renderAdmin('/admin/security');
    expect(
      await screen.findByText(/requires a second factor \(ADMIN_TOTP_REQUIRED\): it stays on/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Turn the second factor off' })).not.toBeInTheDocument();
  });
});
