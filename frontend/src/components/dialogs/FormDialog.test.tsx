import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { renderWithProviders } from '@/testing/renderWithProviders';

// Fluent's focus manager may keep a new dialog aria-hidden for a while in jsdom: its parts are
// found also while hidden, and the queries wait up to five seconds on a loaded machine.
const ANY = { hidden: true } as const;
const SLOW = { timeout: 5000 };

const schema = z.object({ title: requiredText(100) });
const saved = jest.fn();

function TitleDialog({ title = '' }: { title?: string }) {
  const form = useEntityForm(schema, { defaultValues: { title } });
  const submit = form.handleSubmit(saved);
  return (
    <FormDialog
      title="Beitrag anlegen"
      onSubmit={(event) => void submit(event)}
      onClose={() => undefined}
      submitLabel="Anlegen"
      cancelLabel="Abbrechen"
      form={form}
    >
      <FormTextField control={form.control} name="title" label="Titel" required maxLength={100} />
    </FormDialog>
  );
}

const submitButton = () => screen.findByRole('button', { name: 'Anlegen', ...ANY }, SLOW);

describe('FormDialog', () => {
  beforeEach(() => saved.mockReset());

  it('keeps submit off while the form is empty, too short or sent, and on once it is valid', async () => {
    renderWithProviders(<TitleDialog />);
    const button = await submitButton();
    await waitFor(() => expect(button).toBeDisabled());
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: /Titel/, ...ANY });
    await user.type(title, 'ab');
    await waitFor(() => expect(button).toBeDisabled());
    await user.type(title, 'c');
    await waitFor(() => expect(button).toBeEnabled());
    await user.clear(title);
    await waitFor(() => expect(button).toBeDisabled());
    expect(saved).not.toHaveBeenCalled();
  });

  it('lets a valid entity be saved at once', async () => {
    renderWithProviders(<TitleDialog title="Sommerfest" />);
    const button = await submitButton();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ title: 'Sommerfest' }, expect.anything()),
    );
  });
});
