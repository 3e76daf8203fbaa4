import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('renders the sanitised HTML only', () => {
    const { container } = render(
      <SafeHtml
        as="footer"
        html={'<p>Open daily</p><img src="x" onerror="window.hacked = true"><form><input type="password"></form>'}
      />,
    );
    expect(screen.getByText('Open daily')).toBeInTheDocument();
    expect(container.querySelector('footer')).not.toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
