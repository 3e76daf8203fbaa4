import type { OperatorDetails } from './operatorDetails.ts';

/** The membership terms and conditions every membership is sold under. */
export function membershipTermsHtml({ name, supportEmail }: OperatorDetails): string {
  return `
<h2>Membership terms and conditions</h2>
<p>These terms form the agreement between you and ${name} for your membership. Please read them carefully.</p>
<h3>1. Your membership</h3>
<p>Your membership is personal to you and cannot be shared or transferred. Your membership card or app pass must be
shown or scanned every time you visit. Access is limited to the venues and facilities your membership includes.</p>
<h3>2. Payments</h3>
<p>Monthly memberships are paid by Direct Debit on your billing day. The first payment, taken today by card, covers any
joining fee and the part month from your start date to your first billing day. Single-payment memberships are paid
in full when you join and cover the whole period shown.</p>
<h3>3. Minimum term</h3>
<p>Monthly memberships have no minimum term unless your chosen payment option says otherwise. Promotional prices may
require you to stay for the number of months stated with the promotion.</p>
<h3>4. Cancelling</h3>
<p>You may cancel within 14 days of joining for a full refund of any fees paid, less the value of any visits made.
After that, give one month's notice from your next billing day, in writing to ${supportEmail} or from your online
account. Single-payment memberships are not refundable after the 14-day cooling-off period, except on medical
grounds with a doctor's note.</p>
<h3>5. Freezing your membership</h3>
<p>You may freeze a monthly membership for one to three months a year for a fee of £5.00 a month, or free of charge
on medical grounds.</p>
<h3>6. Price changes</h3>
<p>We may change membership prices once a year. We will tell you at least 30 days before a change takes effect, and
you may cancel without notice before then.</p>
<h3>7. Opening hours and closures</h3>
<p>Centres may close or reduce facilities for maintenance, events and public holidays. We will give at least 7 days'
notice of planned closures. Closures of less than 7 consecutive days do not entitle you to a refund.</p>
<h3>8. Conduct</h3>
<p>Please follow the rules displayed at each centre and the instructions of our staff. We may suspend or end a
membership for behaviour that endangers or seriously disturbs others, with a refund for any unused period.</p>
<h3>9. Your information</h3>
<p>We use your details to run your membership, as described in our privacy notice.</p>
`.trim();
}

/** Extra terms for memberships that need proof of eligibility. */
export function studentTermsHtml(operator: OperatorDetails): string {
  return `
<h2>Student membership terms</h2>
<p>Student memberships are for full-time students aged 16 to 25. You must upload proof of your student status
(a student card showing an expiry date, or a letter from your place of study dated this academic year) in your online
account within <strong>14 days</strong> of joining.</p>
<p>If we do not receive proof within 14 days, or the proof does not show that you are eligible, your membership will
move to the full-price Gym Anywhere membership from your next billing day. We will email you before this happens.</p>
<p>Your student membership ends on the course end date you give us unless you upload new proof before then.</p>
${membershipTermsHtml(operator)}
`.trim();
}
