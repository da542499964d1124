import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import {
  CANCELLABLE_TRAININGS,
  CancelTrainingDialog,
  cancelTrainingSchema,
  cancellableDates,
} from '@/features/timeslots/components/CancelTrainingDialog';
import { i18n } from '@/i18n';
import { renderAccount, userWith } from '@/testing/renderAccount';

describe('cancellableDates', () => {
  it('offers the slot’s next twelve trainings from today on, today included on its weekday', () => {
    // 2026-12-07 is a Monday.
    const dates = cancellableDates('Montag', '2026-12-07', []);
    expect(dates).toHaveLength(CANCELLABLE_TRAININGS);
    expect(dates[0]).toBe('2026-12-07');
    expect(dates[1]).toBe('2026-12-14');
    expect(dates.at(-1)).toBe(addDays('2026-12-07', 7 * 11));
    expect(cancellableDates('Mittwoch', '2026-12-07', [])[0]).toBe('2026-12-09');
  });

  it('offers a workshop’s session on its own date only: none once it is over or cancelled', () => {
    // 2026-12-12 is a Saturday.
    expect(cancellableDates('Samstag', '2026-12-07', [], '2026-12-12')).toEqual(['2026-12-12']);
    expect(cancellableDates('Samstag', '2026-12-12', [], '2026-12-12')).toEqual(['2026-12-12']);
    expect(cancellableDates('Samstag', '2026-12-13', [], '2026-12-12')).toEqual([]);
    expect(cancellableDates('Samstag', '2026-12-07', ['2026-12-12'], '2026-12-12')).toEqual([]);
  });

  it('leaves out the trainings already cancelled', () => {
    const dates = cancellableDates('Montag', '2026-12-07', ['2026-12-14', '2026-12-28']);
    expect(dates).toHaveLength(CANCELLABLE_TRAININGS - 2);
    expect(dates).not.toContain('2026-12-14');
    expect(dates).not.toContain('2026-12-28');
  });
});

describe('cancelTrainingSchema', () => {
  const schema = cancelTrainingSchema(['2026-12-07', '2026-12-14']);
  const issues = (values: { date: string; reason: string }) => {
    const result = schema.safeParse(values);
    return result.success
      ? {}
      : // The first message of each field, as the form shows it.
        Object.fromEntries(
          result.error.issues.reverse().map((issue) => [issue.path[0], issue.message]),
        );
  };

  it('wants one of the dates offered and a reason of 3 to 200 characters', () => {
    expect(issues({ date: '2026-12-07', reason: 'Halle gesperrt' })).toEqual({});
    expect(issues({ date: '', reason: 'Halle gesperrt' })).toEqual({ date: 'form:required' });
    expect(issues({ date: '2026-12-08', reason: 'Halle gesperrt' })).toEqual({
      date: 'timeslots:cancel.dateChoice',
    });
    expect(issues({ date: '2026-12-07', reason: '  ' })).toEqual({ reason: 'form:required' });
    expect(issues({ date: '2026-12-07', reason: ' ab ' })).toEqual({ reason: 'form:min3' });
    expect(issues({ date: '2026-12-07', reason: 'x'.repeat(201) })).toEqual({
      reason: 'form:tooLong',
    });
    expect(schema.parse({ date: '2026-12-07', reason: '  Halle gesperrt ' }).reason).toBe(
      'Halle gesperrt',
    );
  });
});

describe('CancelTrainingDialog', () => {
  const today = berlinToday();

  function renderDialog(taken: string[], lang: 'de' | 'en' = 'de') {
    const onSave = jest.fn(async () => undefined);
    renderAccount(
      [
        {
          index: true,
          element: (
            <CancelTrainingDialog
              slotLabel="Montag 17:00–18:00 · Halle 1"
              day="Montag"
              today={today}
              taken={taken}
              onSave={onSave}
              onClose={() => undefined}
            />
          ),
        },
      ],
      { user: userWith(['course']), path: `/${lang}/account` },
    );
    return onSave;
  }

  afterEach(() => act(() => void i18n.changeLanguage('de')));

  it('lists the dates with their weekday, shows the rules’ messages and keeps save off until they pass', async () => {
    const user = userEvent.setup();
    const mondays = cancellableDates('Montag', today, []);
    const onSave = renderDialog([mondays[1]!]);
    const date = await screen.findByRole('combobox', { name: /Termin/ });
    const options = within(date)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(CANCELLABLE_TRAININGS); // the placeholder and eleven dates
    expect(options[1]).toBe(formatCalendarDate(mondays[0]!, 'de'));
    expect(options[1]).toMatch(/^Mo, \d{2}\.\d{2}\.\d{4}$/);
    expect(options).not.toContain(formatCalendarDate(mondays[1]!, 'de'));

    const save = screen.getByTestId('cancel-training-save');
    await user.selectOptions(date, mondays[2]!);
    await user.type(screen.getByRole('textbox', { name: /Grund/ }), 'ab');
    expect(await screen.findByText('Bitte gib mindestens 3 Zeichen ein.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Grund/ }), 'gesagt');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ date: mondays[2], reason: 'abgesagt' }),
    );
  });

  it('says so when every date offered is cancelled already', async () => {
    renderDialog(cancellableDates('Montag', today, []));
    expect(
      await screen.findByText('Die nächsten 12 Termine sind schon alle abgesagt.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cancel-training-save')).toBeDisabled();
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderDialog([], 'en');
    const date = await screen.findByRole('combobox', { name: /Date/ });
    expect(within(date).getAllByRole('option')[1]!.textContent).toMatch(
      /^[A-Z][a-z]{2},? \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeInTheDocument();
    expect(screen.getByTestId('cancel-training-save')).toHaveTextContent('Cancel training');
  });
});
