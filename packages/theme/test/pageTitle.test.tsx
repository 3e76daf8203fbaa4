import { useLayoutEffect } from 'react';
import { render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from '../src/index.ts';

describe('page titles (docs/product/platform.md D1)', () => {
  it('read "{app name} | {page title}"', () => {
    expect(pageTitle('Brightwater Leisure', 'Memberships')).toBe('Brightwater Leisure | Memberships');
    expect(pageTitle('Brightwater Leisure', '  ')).toBe('Brightwater Leisure');
    expect(pageTitle('Brightwater Leisure', null)).toBe('Brightwater Leisure');
  });

  it('are set on the document and follow the page', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title, 'Brightwater Leisure'), {
      initialProps: { title: 'Online Joining' },
    });
    expect(document.title).toBe('Brightwater Leisure | Online Joining');
    rerender({ title: 'Checkout' });
    expect(document.title).toBe('Brightwater Leisure | Checkout');
  });

  it('change in the same commit as the page they name, before anything is painted', () => {
    document.title = 'Brightwater Leisure | Basket';
    const seen: string[] = [];
    function Page() {
      usePageTitle('Checkout', 'Brightwater Leisure');
      return <h1>Checkout</h1>;
    }
    function Reader() {
      useLayoutEffect(() => {
        seen.push(document.title);
      });
      return null;
    }
    render(
      <>
        <Page />
        <Reader />
      </>,
    );
    expect(seen).toEqual(['Brightwater Leisure | Checkout']);
  });

  it("use the operator's name from the configuration by default", () => {
    renderHook(() => usePageTitle('My details'));
    expect(document.title).toBe('Brightwater Leisure | My details');
  });
});
