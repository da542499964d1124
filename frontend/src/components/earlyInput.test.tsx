import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  changedValue,
  replayEarlyClick,
  takeCountedView,
  takeEarlyInput,
  useFormFromPage,
} from '@/components/earlyInput';

afterEach(() => {
  delete window.vhEarly;
  delete window.vhClick;
  delete window.vhCounted;
  document.body.innerHTML = '';
});

describe('takeEarlyInput', () => {
  it('takes the named values once and leaves the others', () => {
    window.vhEarly = { filterSearch: 'yoga', name: 'Erika', other: 'x' };
    expect(takeEarlyInput(['filterSearch', 'name', 'email'])).toEqual({
      filterSearch: 'yoga',
      name: 'Erika',
    });
    expect(window.vhEarly).toEqual({ other: 'x' });
    expect(takeEarlyInput(['filterSearch'])).toBeNull();
  });

  it('is null without the pre-paint script (a page the browser rendered)', () => {
    expect(takeEarlyInput(['filterSearch'])).toBeNull();
  });
});

describe('changedValue', () => {
  it('tells a text field whose value differs from what was rendered into it', () => {
    const input = document.createElement('input');
    input.defaultValue = 'gerendert';
    expect(changedValue(input)).toBeUndefined();
    input.value = 'eingefügt';
    expect(changedValue(input)).toBe('eingefügt');
    const area = document.createElement('textarea');
    area.value = 'Hallo';
    expect(changedValue(area)).toBe('Hallo');
  });

  it('compares a select with the option marked selected', () => {
    const select = document.createElement('select');
    select.innerHTML = '<option value="">alle</option><option value="yoga">Yoga</option>';
    expect(changedValue(select)).toBeUndefined();
    select.value = 'yoga';
    expect(changedValue(select)).toBe('yoga');
  });
});

describe('useFormFromPage', () => {
  const NAMES = ['email', 'message'] as const;

  /** A form of a rendered page: the fields hold what the server rendered (empty) until changed. */
  function Probe({ onShown }: { onShown?: (values: Record<string, string>) => void }) {
    const [values, setValues] = useState({ email: '', message: '' });
    const form = useFormFromPage(NAMES, (shown) => {
      onShown?.(shown as Record<string, string>);
      setValues((current) => ({ ...current, ...shown }));
    });
    return (
      <form ref={form}>
        <input
          name="email"
          data-testid="email"
          value={values.email}
          onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
        />
        <textarea
          name="message"
          data-testid="message"
          value={values.message}
          onChange={(event) => setValues((v) => ({ ...v, message: event.target.value }))}
        />
        <output data-testid="state">{`${values.email}|${values.message}`}</output>
      </form>
    );
  }

  it('takes over what the pre-paint script saw typed, once, after the first render', () => {
    window.vhEarly = { message: 'Hallo' };
    const onShown = jest.fn();
    const { rerender } = render(<Probe onShown={onShown} />);
    window.vhEarly = { message: 'später' };
    rerender(<Probe onShown={onShown} />);
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenCalledWith({ message: 'Hallo' });
    expect(screen.getByTestId('state')).toHaveTextContent('|Hallo');
  });

  it('takes over what the server-rendered fields show when the app hydrates them', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Probe />);
    // Pasted into the plain HTML (a paste fires input, but nothing listens yet).
    container.querySelector<HTMLInputElement>('[name=email]')!.value = 'kurs@example.de';
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(screen.getByTestId('state')).toHaveTextContent('kurs@example.de|');
    expect(screen.getByTestId('email')).toHaveValue('kurs@example.de');
  });

  it('catches up with a value a filler set without an event, on the next key or tap', () => {
    render(<Probe />);
    const email = screen.getByTestId('email') as HTMLInputElement;
    // A password manager: the value, no event. The state does not know it yet.
    email.value = 'erika@example.de';
    expect(screen.getByTestId('state')).toHaveTextContent(/^\|$/);
    act(() => {
      fireEvent.keyDown(email, { key: 'Enter' });
    });
    expect(screen.getByTestId('state')).toHaveTextContent('erika@example.de|');
    (screen.getByTestId('message') as HTMLTextAreaElement).value = 'Hallo';
    act(() => {
      fireEvent.pointerDown(screen.getByTestId('state'));
    });
    expect(screen.getByTestId('state')).toHaveTextContent('erika@example.de|Hallo');
  });

  it('leaves the state alone when the fields show what it holds', () => {
    const onShown = jest.fn();
    render(<Probe onShown={onShown} />);
    fireEvent.change(screen.getByTestId('email'), { target: { value: 'a@b.de' } });
    act(() => {
      fireEvent.keyDown(screen.getByTestId('email'), { key: 'a' });
    });
    expect(onShown).not.toHaveBeenCalled();
  });
});

describe('replayEarlyClick', () => {
  it('presses the kept button once, on the same node', () => {
    const button = document.createElement('button');
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    document.body.append(button);
    button.setAttribute('data-vh-pending', '');
    document.documentElement.dataset.starting = '';
    window.vhClick = button;
    replayEarlyClick();
    replayEarlyClick();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.vhClick).toBeUndefined();
    // The progress marks are gone.
    expect(button.hasAttribute('data-vh-pending')).toBe(false);
    expect(document.documentElement.hasAttribute('data-starting')).toBe(false);
  });

  it('sends a kept form again (Enter in a form without a button)', () => {
    const form = document.createElement('form');
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    document.body.append(form);
    window.vhClick = form;
    replayEarlyClick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the node has left the page', () => {
    const button = document.createElement('button');
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    window.vhClick = button;
    replayEarlyClick();
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('takeCountedView', () => {
  it('is true once for the path the pre-paint script counted, never for another', () => {
    window.vhCounted = '/de/blog';
    expect(takeCountedView('/de/')).toBe(false);
    expect(takeCountedView('/de/blog')).toBe(true);
    expect(takeCountedView('/de/blog')).toBe(false);
  });
});
