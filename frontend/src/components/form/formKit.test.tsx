import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '@/api/ApiError';
import { FormCheckboxGroup } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { imageProblem, optionalUrl, requiredText } from '@/components/form/rules';
import { useEntityForm, type EntityForm } from '@/components/form/useEntityForm';
import { renderWithProviders } from '@/testing/renderWithProviders';

const schema = z.object({ title: requiredText(100), website: optionalUrl });
type Values = z.input<typeof schema>;
let form: EntityForm<Values>;
const submitted = jest.fn();

function PostForm() {
  form = useEntityForm(schema, { defaultValues: { title: '', website: '' } });
  return (
    <form onSubmit={form.handleSubmit(submitted)} noValidate>
      <FormTextField control={form.control} name="title" label="Titel" required maxLength={100} />
      <FormTextField control={form.control} name="website" label="Website" type="url" />
      <button type="submit">Speichern</button>
    </form>
  );
}

async function renderForm() {
  renderWithProviders(<PostForm />);
  return screen.findByRole('textbox', { name: /Titel/ });
}

describe('the form kit', () => {
  beforeEach(() => submitted.mockReset());

  it('marks a required field and refuses to send it empty', async () => {
    const title = await renderForm();
    expect(title).toBeRequired();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(await screen.findByText('Dieses Feld wird benötigt.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('asks for three characters once the field was left, and sends trimmed values', async () => {
    const title = await renderForm();
    fireEvent.change(title, { target: { value: ' ab ' } });
    await act(async () => fireEvent.blur(title));
    expect(await screen.findByText('Bitte gib mindestens 3 Zeichen ein.')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: '  Sommerfest ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(submitted).toHaveBeenCalledWith({ title: 'Sommerfest', website: '' }, expect.anything());
  });

  it('shows the length, and warns near the limit', async () => {
    const title = await renderForm();
    fireEvent.change(title, { target: { value: 'Turnfest' } });
    expect(await screen.findByText('8 von 100 Zeichen')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'x'.repeat(95) } });
    expect(await screen.findByText('95 von 100 Zeichen')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'x'.repeat(101) } });
    await act(async () => fireEvent.blur(title));
    expect(await screen.findByText('Der Text ist zu lang.')).toBeInTheDocument();
  });

  it('puts the server’s details on the fields they name and returns the others', async () => {
    await renderForm();
    let unplaced: string[] = [];
    act(() => {
      unplaced = form.setServerErrors({
        title: 'Einen Beitrag mit diesem Titel gibt es schon.',
        photo: 'Das Bild fehlt.',
      });
    });
    expect(
      await screen.findByText('Einen Beitrag mit diesem Titel gibt es schon.'),
    ).toBeInTheDocument();
    expect(unplaced).toEqual(['photo']);
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte überprüfe deine Eingaben.',
      details: { website: 'Die Adresse ist ungültig.' },
    });
    act(() => {
      expect(form.showServerError(error)).toBe(true);
    });
    expect(await screen.findByText('Die Adresse ist ungültig.')).toBeInTheDocument();
    expect(form.showServerError(new Error('offline'))).toBe(false);
  });

  it('checks images before an upload: jpeg or png, at most 100 MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 1_000, name: 'a.jpg' })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 1_000, name: 'a.png' })).toBeNull();
    expect(imageProblem({ type: '', size: 1_000, name: 'Foto.JPG' })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 1_000, name: 'a.gif' })).toBe('form:imageType');
    expect(imageProblem({ type: 'image/png', size: 100 * 1024 * 1024 + 1, name: 'a.png' })).toBe(
      'form:imageSize',
    );
  });
});

describe('a checkbox group', () => {
  const groupSchema = z.object({ genders: z.array(z.string()).min(1, 'form:chooseOne') });
  type GroupValues = z.input<typeof groupSchema>;

  function GroupForm() {
    const group = useEntityForm(groupSchema, { defaultValues: { genders: [] as string[] } });
    return (
      <form onSubmit={group.handleSubmit(submitted)} noValidate>
        <FormCheckboxGroup<GroupValues>
          control={group.control}
          name="genders"
          label="Geschlecht"
          required
          choices={[
            { value: 'weiblich', label: 'weiblich' },
            { value: 'männlich', label: 'männlich' },
          ]}
        />
        <button type="submit">Speichern</button>
      </form>
    );
  }

  it('names its boxes by their own labels and reads out what is missing with the group', async () => {
    renderWithProviders(<GroupForm />);
    const group = await screen.findByRole('group', { name: 'Geschlecht' });
    expect(screen.getByRole('checkbox', { name: 'weiblich' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(await screen.findByText('Bitte wähle mindestens einen Eintrag.')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Bitte wähle mindestens einen Eintrag.');
    expect(submitted).not.toHaveBeenCalled();
  });
});
