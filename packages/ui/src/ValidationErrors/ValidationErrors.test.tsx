import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { flattenValidationMessages } from './validationMessages.ts';
import { ValidationErrors } from './ValidationErrors.tsx';

describe('flattenValidationMessages', () => {
  it('flattens the API error object in order, once each, without blanks', () => {
    expect(
      flattenValidationMessages({
        'account_details.sort_code': ['Enter a valid sort code like 309430', ''],
        email: 'The email has already been taken.',
        other: null,
        again: ['Enter a valid sort code like 309430'],
      }),
    ).toEqual(['Enter a valid sort code like 309430', 'The email has already been taken.']);
  });

  it('takes a plain list and nothing at all', () => {
    expect(flattenValidationMessages(['a', ' a ', 'b'])).toEqual(['a', 'b']);
    expect(flattenValidationMessages(undefined)).toEqual([]);
  });
});

describe('ValidationErrors', () => {
  it('lists the messages under the heading "Validation errors" (docs/product/platform.md §5)', () => {
    renderWithTheme(
      <ValidationErrors messages={{ email: ['The email has already been taken.'], password: ['Too short.'] }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Validation errors' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The email has already been taken.',
      'Too short.',
    ]);
  });

  it('renders nothing when there are no messages', () => {
    const { container } = renderWithTheme(<ValidationErrors messages={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
