import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { DialogProvider, type Dialogs, useDialogs } from '../src/dialogs';
import { theme } from '../src/theme';

let captured: Dialogs | undefined;
function CaptureDialogs() {
  captured = useDialogs();
  return null;
}

function renderWithDialogs(): { dialogs: () => Dialogs } {
  captured = undefined;
  render(
    <ThemeProvider theme={theme}>
      <DialogProvider>
        <CaptureDialogs />
      </DialogProvider>
    </ThemeProvider>,
  );
  return {
    dialogs: () => {
      if (!captured) throw new Error('dialogs not rendered');
      return captured;
    },
  };
}

describe('dialogs', () => {
  it('shows an alert with its title and text, and resolves when it is dismissed', async () => {
    const { dialogs } = renderWithDialogs();
    let settled = false;
    act(() => {
      void dialogs()
        .alert({ title: 'Login Failed', text: 'Server error', tone: 'error' })
        .then(() => {
          settled = true;
        });
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Login Failed' });
    expect(dialog).toHaveTextContent('Server error');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(settled).toBe(true);
  });

  it.each([
    ['Yes', true],
    ['Cancel', false],
  ])('resolves a confirmation with %s → %s', async (button, expected) => {
    const { dialogs } = renderWithDialogs();
    let answer: boolean | undefined;
    act(() => {
      void dialogs()
        .confirm({ title: 'Delete package?' })
        .then((value) => {
          answer = value;
        });
    });

    await userEvent.click(await screen.findByRole('button', { name: button }));

    expect(answer).toBe(expected);
  });

  it('keeps a progress dialog open against Escape until it is closed by code', async () => {
    const { dialogs } = renderWithDialogs();
    let close: () => void = () => undefined;
    act(() => {
      close = dialogs().progress({ title: 'Subscribing…', text: 'Please wait a moment.' });
    });

    expect(await screen.findByRole('dialog', { name: 'Subscribing…' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Subscribing…' })).toBeInTheDocument();

    act(() => close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows dialogs one at a time, in the order they were asked for', async () => {
    const { dialogs } = renderWithDialogs();
    act(() => {
      void dialogs().alert({ title: 'First' });
      void dialogs().alert({ title: 'Second' });
    });

    expect(await screen.findByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Second' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
  });
});
