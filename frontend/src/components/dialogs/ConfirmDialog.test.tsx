import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { renderWithProviders } from '@/testing/renderWithProviders';

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
  it('asks first, names what goes, and acts only on confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderDialog(onConfirm);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Angebot löschen?' });
    expect(dialog).toHaveTextContent('„Kinderturnen“ und seine Trainingszeiten werden gelöscht.');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while the action runs', async () => {
    const user = userEvent.setup();
    renderDialog(jest.fn(), true);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    expect(await screen.findByTestId('confirm-dialog-confirm')).toBeDisabled();
  });
});
