import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { contract, venueSchema } from '@leisure/api-contract';
import { callEndpoint, createHttpClient } from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

/** Records what reached the wire and answers with a snake_case body. */
function echoOnTheWire() {
  const seen: { query: Record<string, string[]>; body: unknown; contentType: string | null }[] = [];
  server.use(
    http.all(`${apiBaseUrl}/echo`, async ({ request }) => {
      const url = new URL(request.url);
      const query: Record<string, string[]> = {};
      for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
      const contentType = request.headers.get('content-type');
      const body = contentType?.startsWith('multipart/form-data')
        ? Object.fromEntries(await request.formData())
        : request.method === 'GET'
          ? undefined
          : await request.json();
      seen.push({ query, body, contentType });
      return HttpResponse.json({
        data: {
          membership_type: { payment_options: [{ price_pence: 1250, payment_type: 'recurring' }] },
          data_fields: { _checksum: 'c0ffee', sections: { '7': { field_name: 'first_name' } } },
        },
      });
    }),
  );
  return seen;
}

describe('snake_case out, camelCase in', () => {
  const client = createHttpClient({ baseUrl: apiBaseUrl });

  it('snake-cases a nested JSON body with arrays, keeping "_" keys', async () => {
    const seen = echoOnTheWire();
    await client.post('/echo', {
      membershipDetails: { membershipTypeId: 4, paymentType: 'recurring' },
      additionalAnswers: [{ questionId: 9, answer: ['earlyMorning'] }],
      dataFields: { _checksum: 'c0ffee', firstName: 'Ada' },
    });
    expect(seen[0]?.body).toEqual({
      membership_details: { membership_type_id: 4, payment_type: 'recurring' },
      additional_answers: [{ question_id: 9, answer: ['earlyMorning'] }],
      data_fields: { _checksum: 'c0ffee', first_name: 'Ada' },
    });
  });

  it('snake-cases query parameter names, values untouched', async () => {
    const seen = echoOnTheWire();
    await client.get('/echo', { params: { onboardingType: 'membership_purchase', venueSlug: 'eastGate', page: 2 } });
    expect(seen[0]?.query).toEqual({
      onboarding_type: ['membership_purchase'],
      venue_slug: ['eastGate'],
      page: ['2'],
    });
  });

  it('leaves a FormData body as it is', async () => {
    const seen = echoOnTheWire();
    const form = new FormData();
    form.append('documentType', 'proofOfAge');
    await client.post('/echo', form);
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data/);
    expect(seen[0]?.body).toEqual({ documentType: 'proofOfAge' });
  });

  it('camel-cases a nested answer, keeping "_checksum" and numeric keys', async () => {
    echoOnTheWire();
    const response = await client.get('/echo');
    expect(response.data).toEqual({
      data: {
        membershipType: { paymentOptions: [{ pricePence: 1250, paymentType: 'recurring' }] },
        dataFields: { _checksum: 'c0ffee', sections: { '7': { fieldName: 'first_name' } } },
      },
    });
  });
});

describe('casing against the sandbox', () => {
  useSandbox();
  const client = createHttpClient({ baseUrl: apiBaseUrl });

  it('reads the real venue list in the contract camelCase shape', async () => {
    const venues = await callEndpoint(client, contract.site.listVenues);
    expect(venues.length).toBeGreaterThan(0);
    expect(() => z.array(venueSchema.strict()).parse(venues)).not.toThrow();
    expect(Object.keys(venues[0]!)).toContain('displayVenueSelectionButton');
  });
});
