import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';

import { FormikDateTimeField } from '@/components/forms/FormikDateTimeField';
import { typedFromValue, valueFromTyped } from '@/utils/dateTimeInput';
import { renderWithStore } from '../support/render';

describe('typed dates and times', () => {
  it('reads DD.MM.YYYY HH:mm (24-hour, single digits too) and nothing that is no such date', () => {
    expect(valueFromTyped('01.12.2026 18:30', 'dateTime')).toBe('2026-12-01T18:30');
    expect(valueFromTyped(' 1.2.2027  9:05 ', 'dateTime')).toBe('2027-02-01T09:05');
    expect(valueFromTyped('31.02.2027 10:00', 'dateTime')).toBeNull();
    expect(valueFromTyped('12/01/2026 06:00 PM', 'dateTime')).toBeNull();
    expect(valueFromTyped('24:00', 'time')).toBeNull();
    expect(valueFromTyped('6:00', 'time')).toBe('06:00');
    expect(valueFromTyped('1.3.2031', 'date')).toBe('2031-03-01');
    expect(typedFromValue('2026-12-01T18:30', 'dateTime')).toBe('01.12.2026 18:30');
    expect(typedFromValue('2031-03-01', 'date')).toBe('01.03.2031');
    expect(typedFromValue('half typed', 'dateTime')).toBe('half typed');
  });
});

function renderField(initial: string, mode?: 'dateTime' | 'time') {
  let submitted: unknown = null;
  renderWithStore(
    <Formik initialValues={{ when: initial }} onSubmit={(values) => void (submitted = values)}>
      <Form>
        <FormikDateTimeField name="when" label="Start (UTC)" mode={mode} />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { submitted: () => submitted };
}

describe('the date-time field', () => {
  it('shows a saved value as DD.MM.YYYY HH:mm and keeps the form value in its own shape', async () => {
    const user = userEvent.setup();
    const { submitted } = renderField('2026-12-01T18:30');
    const input = screen.getByLabelText('Start (UTC)');
    expect(input).toHaveValue('01.12.2026 18:30');
    expect(input).toHaveAccessibleDescription('DD.MM.YYYY HH:mm, 24-hour');
    expect(screen.getByRole('button', { name: 'Start (UTC): open the calendar' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '24.12.2026 20:15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted()).toEqual({ when: '2026-12-24T20:15' });
  });

  it('refuses text that is no such date, saying how to write it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { submitted } = renderField('');
    const input = screen.getByLabelText('Start (UTC)');
    await user.type(input, '12/24/2026 8:15 PM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(
      'Enter the date and time as DD.MM.YYYY HH:mm (24-hour), e.g. 01.12.2026 18:30.',
    );
    expect(input).toHaveValue('12/24/2026 8:15 PM');
    expect(submitted()).toBeNull();
  });

  it('takes a time of day as HH:mm, 24-hour, without a calendar', async () => {
    const user = userEvent.setup();
    const { submitted } = renderField('', 'time');
    await user.type(screen.getByLabelText('Start (UTC)'), '18:00');
    expect(screen.queryByRole('button', { name: /calendar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted()).toEqual({ when: '18:00' });
  });
});
