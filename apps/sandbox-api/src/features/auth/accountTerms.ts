import type { AccountTerms } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { OPERATOR_NAME } from '../site/index.ts';

/** The online-account terms a guest agrees to when registering; the newest published version applies. */
export function currentAccountTerms(db: Database): AccountTerms | undefined {
  return db.prepare('SELECT id, title, html FROM account_terms ORDER BY published_at DESC, id DESC LIMIT 1').get() as
    AccountTerms | undefined;
}

export function accountTermsHtml(operator = OPERATOR_NAME): string {
  return [
    `<h2>Online account terms</h2>`,
    `<p>These terms apply to your online account with ${operator}. By creating an account you agree to them.</p>`,
    `<h3>1. Your account</h3>`,
    `<p>Keep your password to yourself. You are responsible for bookings and purchases made with your account. ` +
      `Tell us straight away if you think someone else has used it.</p>`,
    `<h3>2. Your details</h3>`,
    `<p>The details you give us must be true and kept up to date. Some memberships depend on your age or ` +
      `circumstances, and we may ask for proof.</p>`,
    `<h3>3. Bookings and cancellations</h3>`,
    `<p>Bookings can be cancelled from your account up to the time shown on the booking. Missed bookings may ` +
      `incur a penalty, which must be paid before you book again.</p>`,
    `<h3>4. Payments and credit</h3>`,
    `<p>Prices include VAT where it applies. Account credit can be spent on bookings and memberships; it cannot ` +
      `be exchanged for cash.</p>`,
    `<h3>5. Your privacy</h3>`,
    `<p>We use your details to run your account and memberships. We send marketing only if you have agreed to ` +
      `it, and you can change your mind at any time in My details.</p>`,
    `<h3>6. Closing your account</h3>`,
    `<p>You can ask us to close your account at any time. We may suspend an account that is misused.</p>`,
  ].join('\n');
}
