import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconNames } from '@leisure/api-contract';
import { NamedIcon } from '@leisure/ui';

// The icon names the API answers (the contract's iconNames) are each drawn by their own glyph; a name this build
// does not know falls back to the generic one (docs/decisions/0020-imagery-from-the-api.md).
describe('named icons', () => {
  it('draws every icon the API may name, each differently, hidden from assistive technology', async () => {
    const { container } = render(
      <>
        {iconNames.map((name) => (
          <NamedIcon key={name} name={name} />
        ))}
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(iconNames.length));
    expect(container.querySelectorAll('[data-fallback]')).toHaveLength(0);
    const drawings = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(drawings).size).toBe(iconNames.length);
    for (const box of container.children) expect(box).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['no-such-icon', 'constructor', ''])(
    'draws the generic icon for a name it does not know (%j)',
    async (name) => {
      const { container } = render(<NamedIcon name={name} size="2rem" />);
      await waitFor(() => expect(container.querySelector('svg[data-fallback]')).not.toBeNull());
      expect(container.firstElementChild).toHaveStyle({ width: '32px', height: '32px' });
    },
  );
});
