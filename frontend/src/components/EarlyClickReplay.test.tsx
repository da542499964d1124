import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EarlyClickReplay } from '@/components/EarlyClickReplay';

/** A form that takes over what was typed before in an effect, as useFormFromPage does. */
function Form({ onSend }: { onSend: (value: string) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (typeof window !== 'undefined') setValue('vor dem Start getippt');
  }, []);
  return (
    <button type="button" onClick={() => onSend(value)}>
      Senden
    </button>
  );
}

afterEach(() => {
  delete window.vhClick;
  document.body.innerHTML = '';
});

it('presses the kept button after the updates of the first effects, on the hydrated node', async () => {
  const onSend = jest.fn();
  const app = (
    <>
      <Form onSend={onSend} />
      <EarlyClickReplay />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  // The pre-paint script kept the server's button.
  window.vhClick = container.querySelector('button')!;

  await act(async () => {
    hydrateRoot(container, app);
  });
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend).toHaveBeenCalledWith('vor dem Start getippt');
});
