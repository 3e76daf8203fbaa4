import type { OperatorDetails } from './operatorDetails.ts';

/** Terms of sale agreed at checkout for every purchase. */
export function termsOfSaleHtml({ name, supportEmail, supportPhone }: OperatorDetails): string {
  return `
<h2>Terms of sale</h2>
<p>You are buying from ${name}. Prices include VAT where it applies.</p>
<h3>Your right to cancel</h3>
<p>You have 14 days from the day of purchase to cancel and receive a full refund, less the value of any service
already used. To cancel, email ${supportEmail} or call ${supportPhone}.</p>
<h3>Refunds</h3>
<p>Refunds are made to the card used for payment within 14 days of cancellation.</p>
<h3>Complaints</h3>
<p>If you are unhappy with your purchase, please contact us first. If we cannot resolve your complaint you may refer
it to an alternative dispute resolution provider.</p>
`.trim();
}

export function privacyNoticeHtml({ name, supportEmail }: OperatorDetails): string {
  return `
<h2>Privacy notice</h2>
<p>${name} uses your details to provide your membership and bookings, to take payments, and to contact you about
your account. We share payment details only with our payment and Direct Debit providers.</p>
<p>You can ask to see, correct or delete your data by emailing ${supportEmail}.</p>
`.trim();
}

/** Added at checkout when the cart holds a monthly membership. */
export function monthlyAgreementHtml({ name }: OperatorDetails): string {
  return `
<h2>Monthly membership agreement</h2>
<p>I agree that ${name} will collect my monthly membership fee by Direct Debit on my billing day until I cancel, and
that I must give one month's notice from my next billing day to cancel after the 14-day cooling-off period.</p>
`.trim();
}
