import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBreadcrumbs } from '../src/page/PageBreadcrumbs.tsx';
import { renderLayout } from './support/renderLayout.tsx';

const trail = [{ label: 'Payments', href: '/payments' }, { label: 'Receipt' }];

describe('page breadcrumbs', () => {
  it('show the trail on the site', () => {
    renderLayout(<PageBreadcrumbs items={trail} />, { url: '/payments/1/receipt', app: 'myAccount' });
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    expect(screen.getByText('Receipt')).toBeInTheDocument();
  });

  it('are left out when the page is embedded in an operator site', () => {
    renderLayout(<PageBreadcrumbs items={trail} />, { url: '/payments/1/receipt?embedded=true', app: 'myAccount' });
    expect(screen.queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.queryByText('Receipt')).not.toBeInTheDocument();
  });
});
