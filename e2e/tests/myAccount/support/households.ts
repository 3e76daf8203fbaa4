import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { dataOf } from '../../../support/apiAnswers.ts';
import { emailsTo } from '../../bookings/support/memberApi.ts';

export interface RegisteredAdult {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  /** The customer ID: log-in by email asks for it, as the address is shared. */
  reference: string;
}

/**
 * An adult registered through the sandbox API with the email address given (which another account may already
 * have: addresses are not verified, docs/decisions/0313) and a name of the test's choosing.
 */
export async function registerAdult(
  request: APIRequestContext,
  { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
): Promise<RegisteredAdult> {
  const form = await dataOf<{ checksum: string }>(
    await request.get('/api/data-fields?onboarding_type=customer_account_online'),
    'the registration form',
  );
  const session = await dataOf<{ token: string; user: { reference: string } }>(
    await request.post('/api/auth/customer/register', {
      data: {
        client_id: 1,
        source: 'my-account',
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        terms_accepted: true,
        data_fields: {
          title: 'mx',
          first_name: firstName,
          last_name: lastName,
          date_of_birth: '1988-02-11',
          gender: 'prefer-not-to-say',
          email,
          phone: '07700 900123',
          address_line1: '9 Mill Lane',
          town: 'Leeds',
          postcode: 'LS1 4AP',
          marketing_opt_in: false,
          interests: ['swimming'],
          weekly_visit_goal: 1,
          _checksum: form.checksum,
        },
      },
    }),
    `registering ${email}`,
  );
  return {
    email,
    password: DEMO_PASSWORD,
    firstName,
    lastName,
    token: session.token,
    reference: session.user.reference,
  };
}

/** The path and code of the latest household invitation emailed to `email` (the sandbox's outbox). */
export async function invitationFor(
  request: APIRequestContext,
  email: string,
): Promise<{ path: string; code: string }> {
  const [email_] = await emailsTo(request, email, 'household_invitation');
  if (!email_) throw new Error(`No household invitation was emailed to ${email}`);
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(email_.body_text)?.[1];
  const link = /https?:\/\/\S+/.exec(email_.body_text)?.[0];
  if (!code || !link) throw new Error(`The invitation to ${email} has no code or link:\n${email_.body_text}`);
  const url = new URL(link);
  return { path: `${url.pathname}${url.search}`, code };
}
