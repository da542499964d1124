import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import {
  SocialLinkFields,
  socialLinkRules,
  socialLinkValues,
  socialLinksBody,
} from '@/components/form/SocialLinkFields';
import { optionalUrl } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { renderWithProviders } from '@/testing/renderWithProviders';

const schema = z.object(socialLinkRules(optionalUrl));
const submitted = jest.fn();

function LinksForm({ links }: { links: Record<string, string> }) {
  const form = useEntityForm(schema, { defaultValues: socialLinkValues(links) });
  return (
    <form onSubmit={form.handleSubmit((values) => submitted(socialLinksBody(values)))} noValidate>
      <SocialLinkFields control={form.control} />
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('the social link fields', () => {
  it('show the entity’s links, check each as an address and send the map of those given', async () => {
    renderWithProviders(<LinksForm links={{ instagram: 'https://instagram.com/tus' }} />);
    expect(await screen.findByRole('textbox', { name: 'Instagram' })).toHaveValue(
      'https://instagram.com/tus',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Facebook' }), {
      target: { value: 'kein Link' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte gib eine Adresse mit http:// oder https:// ein.'),
    ).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Facebook' }), {
      target: { value: 'https://facebook.com/tus' },
    });
    // A cleared field drops its link: the server replaces the whole map.
    fireEvent.change(screen.getByRole('textbox', { name: 'Instagram' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ facebook: 'https://facebook.com/tus' }),
    );
  });

  it('give every network a value for the form, also without links', () => {
    expect(socialLinkValues(null)).toEqual({ twitter: '', facebook: '', instagram: '' });
    expect(socialLinkValues({ twitter: null, facebook: 'https://f.example' })).toEqual({
      twitter: '',
      facebook: 'https://f.example',
      instagram: '',
    });
  });
});
