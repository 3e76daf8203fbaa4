import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first stop and moves focus to the main content', async () => {
    renderWithTheme(
      <>
        <SkipLink />
        <a href="/">Logo</a>
        <main id="main-content">Content</main>
      </>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
