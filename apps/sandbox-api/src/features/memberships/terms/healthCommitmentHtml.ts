/** The health commitment statement accepted before joining (in place of a full health questionnaire). */
export function healthCommitmentHtml(operatorName: string): string {
  return `
<h2>Health commitment statement</h2>
<p>By agreeing to this statement you confirm that, to the best of your knowledge:</p>
<ul>
<li>you are in good health and able to take part in physical activity without risk to yourself or others;</li>
<li>a doctor has not told you that you have a heart condition or that you should only do physical activity
recommended by a doctor;</li>
<li>you have not had chest pain, dizziness or loss of balance when active in the last 12 months;</li>
<li>you do not have a bone, joint or muscle problem that could be made worse by physical activity;</li>
<li>you are not taking medication for blood pressure or a heart condition that affects exercise.</li>
</ul>
<p>If you cannot agree with every point, please speak to your doctor before you start exercising, and tell a member
of our team at your first visit so that we can adapt your programme.</p>
<h3>Your responsibilities</h3>
<p>You agree to exercise within your own limits, to follow the guidance of our instructors, to stop exercising and
tell a member of staff if you feel unwell, and to tell us about any change in your health that could affect your
safety when exercising.</p>
<p>You agree to complete a gym induction before using gym equipment unsupervised, and to warm up and cool down
properly.</p>
<h3>Our responsibilities</h3>
<p>${operatorName} staff are trained in first aid, and every centre has a defibrillator. Our instructors hold
recognised qualifications and will adapt activities where they can.</p>
<p>${operatorName} is not responsible for injury or illness arising from a health condition you have not told us
about, except where caused by our negligence.</p>
`.trim();
}

/** The version a parent or guardian accepts for a junior member. */
export function juniorHealthCommitmentHtml(operatorName: string): string {
  return `
<h2>Health commitment for junior members</h2>
<p>As the parent or guardian of the junior member, you confirm that, to the best of your knowledge, the child is in
good health and able to take part in swimming and sport, and that you have told us about any medical condition,
allergy or medication in the additional details section.</p>
<p>Children under 8 must be accompanied in the water by a responsible person aged 16 or over, at a ratio of no more
than two children to one adult. Children aged 8 to 15 may swim unaccompanied once they can swim 25 metres.</p>
<p>Junior gym sessions are for 11 to 15 year olds who have completed a junior induction, and are always supervised
by a qualified instructor.</p>
<p>You agree to tell us about any change in the child's health that could affect their safety.</p>
${healthCommitmentHtml(operatorName)}
`.trim();
}
