import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with its value in words', () => {
    renderWithTheme(<ProgressBar label="Joining progress" value={2} max={5} valueText="Step 2 of 5" />);
    const bar = screen.getByRole('progressbar', { name: 'Joining progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
  });

  it('keeps the value within range and reads it as a percentage by default', () => {
    renderWithTheme(<ProgressBar label="Upload" value={150} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });
});

describe('Spinner', () => {
  it('announces what is loading when labelled', () => {
    renderWithTheme(<Spinner label="Loading memberships" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading memberships');
  });

  it('is hidden from assistive technology when only decorative', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
