import { expect, test } from '../../support/fixtures.ts';

test.describe('sandbox fault injection', () => {
  test('an armed 503 on the theme is answered once, then the theme is back', async ({ request, sandbox }) => {
    await sandbox.armFault({ path: '/frontend/theme', status: 503, count: 1, message: 'Planned maintenance.' });

    const faulted = await request.get('/api/frontend/theme');
    expect(faulted.status()).toBe(503);
    expect(await faulted.json()).toEqual({ message: 'Planned maintenance.' });

    const recovered = await request.get('/api/frontend/theme');
    expect(recovered.status()).toBe(200);
    expect(((await recovered.json()) as { data: Record<string, unknown> }).data).toHaveProperty(
      'theme_app_primary_colour',
    );
  });

  test('a fault only answers the method and path it was armed for', async ({ request, sandbox }) => {
    await sandbox.armFault({ path: '/activities/*', method: 'GET', status: 500, count: 5 });

    expect((await request.get('/api/client')).status()).toBe(200);
    expect((await request.get('/api/activities/venues')).status()).toBe(500);
    expect((await request.get('/api/activities/footer')).status()).toBe(500);
  });

  test('reset reseeds the sandbox and disarms every fault', async ({ request, sandbox }) => {
    await sandbox.armFault({ path: '/client', status: 419, count: 3 });
    expect((await request.get('/api/client')).status()).toBe(419);

    await sandbox.reset();

    const client = await request.get('/api/client');
    expect(client.status()).toBe(200);
    const armed = await request.get('/__sandbox/faults');
    expect(((await armed.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
