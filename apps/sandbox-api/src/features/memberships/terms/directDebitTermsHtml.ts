import type { OperatorDetails } from './operatorDetails.ts';

/**
 * The Direct Debit instruction terms shown before a mandate is set up. The Guarantee paragraphs follow the wording
 * Bacs requires Direct Debit originators to show; the operator's name appears where Bacs puts the originator.
 */
export function directDebitTermsHtml(operator: OperatorDetails): string {
  const { name, supportEmail, supportPhone, serviceUserNumber } = operator;
  return `
<h2>Instruction to your bank or building society to pay by Direct Debit</h2>
<p>Service user number: <strong>${serviceUserNumber}</strong>. Payments will show on your bank statement as
<strong>${name.toUpperCase()}</strong>.</p>
<p>Please pay ${name} Direct Debits from the account detailed in this instruction subject to the safeguards assured
by the Direct Debit Guarantee. I understand that this instruction may remain with ${name} and, if so, details will be
passed electronically to my bank or building society.</p>
<p>Banks and building societies may not accept Direct Debit instructions for some types of account.</p>
<h3>Who can set up this Direct Debit</h3>
<p>You must be the account holder and the only person needed to authorise debits from the account. If more than one
person is required to authorise debits (a joint-signature account), please ask at reception for a paper Direct Debit
instruction: it cannot be set up online.</p>
<h3>When you will be charged</h3>
<p>Your monthly membership fee is collected on the billing day you choose, or on the billing day of your existing
${name} memberships so that all of your payments are taken together. We will tell you the amount and the date of
your first collection in your confirmation email, at least 10 working days before it is taken.</p>
<p>If a collection date falls on a weekend or bank holiday, the payment will be taken on the next working day.</p>
<h3>If a payment fails</h3>
<p>If your bank returns a payment unpaid we will try once more, 7 days later, and let you know by email. If the
second attempt also fails, access to your membership will be suspended until the arrears are paid. We do not charge
an administration fee for failed payments.</p>
<h3>The Direct Debit Guarantee</h3>
<ul>
<li>This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.</li>
<li>If there are any changes to the amount, date or frequency of your Direct Debit ${name} will notify you 10 working
days in advance of your account being debited or as otherwise agreed. If you request ${name} to collect a payment,
confirmation of the amount and date will be given to you at the time of the request.</li>
<li>If an error is made in the payment of your Direct Debit, by ${name} or your bank or building society, you are
entitled to a full and immediate refund of the amount paid from your bank or building society.</li>
<li>If you receive a refund you are not entitled to, you must pay it back when ${name} asks you to.</li>
<li>You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written
confirmation may be required. Please also notify us.</li>
</ul>
<h3>Contact us</h3>
<p>Questions about your Direct Debit: email <a href="mailto:${supportEmail}">${supportEmail}</a> or call
${supportPhone} (Monday to Friday, 8am to 6pm).</p>
`.trim();
}
