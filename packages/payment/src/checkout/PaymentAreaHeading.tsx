import { useEffect, useRef } from 'react';

/**
 * The payment area's heading: "Payment method", or while the bank checks the card, what to do now. It takes focus
 * when the check starts, so keyboard and screen-reader users land where the next step is, one Tab from the bank's
 * page.
 */
export function PaymentAreaHeading({ id, bankCheck }: { id: string; bankCheck: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (bankCheck) heading.current?.focus();
  }, [bankCheck]);
  return (
    <h2 id={id} ref={heading} tabIndex={-1}>
      {bankCheck ? 'Confirm the payment with your bank' : 'Payment method'}
    </h2>
  );
}
