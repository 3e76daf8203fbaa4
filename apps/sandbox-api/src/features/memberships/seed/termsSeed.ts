import type { Database } from '../../../db/database.ts';
import type { OperatorDetails } from '../terms/operatorDetails.ts';
import { directDebitTermsHtml } from '../terms/directDebitTermsHtml.ts';
import { membershipTermsHtml, studentTermsHtml } from '../terms/membershipTermsHtml.ts';
import { healthCommitmentHtml, juniorHealthCommitmentHtml } from '../terms/healthCommitmentHtml.ts';
import { monthlyAgreementHtml, privacyNoticeHtml, termsOfSaleHtml } from '../terms/checkoutTermsHtml.ts';
import type { SeededCatalogue } from './catalogueSeed.ts';

/** Terms written with the operator's name and contacts: defaults for every type, and a few types' own. */
export function seedTerms(db: Database, { typeIds }: SeededCatalogue): void {
  const client = db
    .prepare('SELECT name, support_email, support_phone, dd_service_user_number FROM clients WHERE id = 1')
    .get() as
    { name: string; support_email: string; support_phone: string; dd_service_user_number: string } | undefined;
  if (!client) throw new Error('The site seed must run before the memberships seed');
  const operator: OperatorDetails = {
    name: client.name,
    supportEmail: client.support_email,
    supportPhone: client.support_phone,
    serviceUserNumber: client.dd_service_user_number,
  };
  const insert = (kind: string, typeSlug: string | null, title: string, html: string, required = true, order = 0) =>
    db
      .prepare(
        'INSERT INTO membership_terms (kind, membership_type_id, title, html, required, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(kind, typeSlug === null ? null : typeIds.get(typeSlug)!, title, html, required ? 1 : 0, order);

  insert('direct-debit', null, 'Direct Debit terms and the Direct Debit Guarantee', directDebitTermsHtml(operator));
  insert('health-commitment', null, 'Health commitment', healthCommitmentHtml(operator.name));
  insert(
    'health-commitment',
    'junior-swim-and-sport',
    'Health commitment for junior members',
    juniorHealthCommitmentHtml(operator.name),
  );
  insert('membership', null, 'Membership terms', membershipTermsHtml(operator));
  insert('membership', 'student-gym', 'Student membership terms', studentTermsHtml(operator));
  insert('checkout', null, 'Terms of sale', termsOfSaleHtml(operator), true, 0);
  insert('checkout', null, 'Privacy notice', privacyNoticeHtml(operator), false, 1);
  insert('checkout-recurring', null, 'Monthly membership agreement', monthlyAgreementHtml(operator), true, 2);
}
