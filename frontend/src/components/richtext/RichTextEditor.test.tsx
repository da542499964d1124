import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RichTextEditor } from '@/components/richtext/RichTextEditor';
import { sanitizeRichText } from '@/components/richtext/SafeRichText';
import { richTextToPlain } from '@/components/richtext/allowlist';
import { renderWithProviders } from '@/testing/renderWithProviders';

function Harness({ initial, onValue }: { initial: string; onValue(html: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Text</span>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue(html);
        }}
        labelledBy="label"
      />
      <button type="button" onClick={() => setValue('<p>Vom Server</p>')}>
        Zurücksetzen
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value as a labelled text box with the allowlist’s formats only', async () => {
    renderWithProviders(
      <Harness initial="<p>Hallo <strong>Welt</strong></p>" onValue={jest.fn()} />,
    );
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.innerHTML).toContain('<strong>Welt</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Textformat' });
    for (const name of ['Fett', 'Kursiv', 'Unterstrichen', 'Überschrift', 'Aufzählung', 'Link']) {
      expect(toolbar).toContainElement(screen.getByRole('button', { name }));
    }
    expect(screen.queryByRole('button', { name: /Code|Bild|Tabelle/ })).not.toBeInTheDocument();
  });

  it('reports its HTML as it changes and takes a value set from outside', async () => {
    const onValue = jest.fn();
    renderWithProviders(<Harness initial="<p>Alt</p>" onValue={onValue} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(box.innerHTML).toContain('Vom Server'));
    // A format from the toolbar reaches the value as the server's markup.
    await act(async () => {
      box.focus();
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aufzählung' }));
    await waitFor(() =>
      expect(onValue.mock.lastCall?.[0]).toContain('<ul><li><p>Vom Server</p></li></ul>'),
    );
  });

  it('keeps the focus in the text when a format is clicked, so typing goes on in it', async () => {
    renderWithProviders(<Harness initial="<p>Hallo</p>" onValue={jest.fn()} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await act(async () => {
      box.focus();
    });
    const bold = screen.getByRole('button', { name: 'Fett' });
    // fireEvent returns false when the handler prevented the default (the focus move).
    expect(fireEvent.mouseDown(bold)).toBe(false);
    expect(box).toHaveFocus();
  });
});

describe('sanitizeRichText', () => {
  it('keeps the allowlist and drops scripts, handlers, styles, targets and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=y>' +
        '<a href="javascript:alert(1)">böse</a><a href="https://tus.de" target="_blank">gut</a>',
    );
    expect(html).toBe(
      '<p>Hi</p><a rel="noopener noreferrer">böse</a><a href="https://tus.de" rel="noopener noreferrer">gut</a>',
    );
  });

  it('gives the plain text of rich text for lengths and excerpts', () => {
    expect(richTextToPlain('<p>Eins &amp; zwei</p><ul><li>drei</li></ul>')).toBe(
      'Eins & zwei\ndrei',
    );
  });
});
