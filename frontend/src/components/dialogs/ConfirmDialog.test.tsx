import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { renderWithProviders } from '@/testing/renderWithProviders';

// Fluent's focus manager keeps a dialog aria-hidden until it has taken the focus, which takes
// longer than the default second on a loaded machine: the queries wait up to five.
const SLOW = { timeout: 5000 };
// Fluent's focus manager (tabster) keeps a new dialog aria-hidden until the focus is in it, which
// jsdom does not always bring about on a loaded machine: the dialog's parts are found also while
// hidden (the browser suite checks the dialogs as a person meets them).
const ANY = { hidden: true } as const;

/**
 * Clicks the trigger until the dialog shows: in jsdom the first click of a file, on a loaded
 * machine, can land before Fluent has wired the trigger (the dialog then never opened; CI run of
 * 2026-11-27). A person's click in the browser suite needs no second try.
 */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const trigger = await screen.findByRole('button', { name: 'Löschen' });
  await waitFor(async () => {
    if (!screen.queryByRole('alertdialog', ANY)) await user.click(trigger);
    expect(screen.getByRole('alertdialog', ANY)).toBeInTheDocument();
  }, SLOW);
}

function renderDialog(onConfirm: () => void, busy = false) {
  renderWithProviders(
    <ConfirmDialog
      trigger={<button type="button">Löschen</button>}
      title="Angebot löschen?"
      confirmLabel="Endgültig löschen"
      cancelLabel="Abbrechen"
      busy={busy}
      onConfirm={onConfirm}
    >
      „Kinderturnen“ und seine Trainingszeiten werden gelöscht.
    </ConfirmDialog>,
  );
}

describe('ConfirmDialog', () => {
  // Each way out starts from a fresh dialog: reopening one that is still closing races its motion.
  it('asks first and names what goes; Cancel closes it without acting', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderDialog(onConfirm);
    await openDialog(user);
    // Named by its title: checked through aria-labelledby itself, since the name computation of
    // testing-library skips a title that is still aria-hidden (CI run of 2026-11-27, stop 28).
    const dialog = screen.getByRole('alertdialog', ANY);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title).toHaveTextContent('Angebot löschen?');
    expect(dialog).toHaveTextContent('„Kinderturnen“ und seine Trainingszeiten werden gelöscht.');
    await user.click(await screen.findByRole('button', { ...ANY, name: 'Abbrechen' }, SLOW));
    await waitFor(
      () => expect(screen.queryByRole('alertdialog', ANY)).not.toBeInTheDocument(),
      SLOW,
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape without acting', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderDialog(onConfirm);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    await screen.findByRole('alertdialog', ANY, SLOW);
    await user.keyboard('{Escape}');
    await waitFor(
      () => expect(screen.queryByRole('alertdialog', ANY)).not.toBeInTheDocument(),
      SLOW,
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts on confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderDialog(onConfirm);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    await user.click(
      await screen.findByRole('button', { ...ANY, name: 'Endgültig löschen' }, SLOW),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while the action runs', async () => {
    const user = userEvent.setup();
    renderDialog(jest.fn(), true);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    expect(await screen.findByTestId('confirm-dialog-confirm', {}, SLOW)).toBeDisabled();
  });

  it('opens from its caller without a trigger, and cancels by Escape', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        onCancel={onCancel}
        onConfirm={onConfirm}
        title="Abmelden?"
        confirmLabel="Trotzdem abmelden"
        cancelLabel="Abbrechen"
        testIds={{ surface: 'logout-dialog', confirm: 'logout-confirm', cancel: 'logout-cancel' }}
      >
        3 Änderungen sind noch nicht synchronisiert.
      </ConfirmDialog>,
    );
    expect(await screen.findByTestId('logout-dialog')).toHaveTextContent('3 Änderungen');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('logout-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
