import { formatPence } from '../../kernel/money.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A bank page; `nonce` is the one its policy allows (bankPagePolicy.ts), on its inline style and script. */
const page = (nonce: string, title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1b1b1b}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body>${body}</body></html>`;

/** The fake bank's 3-D Secure challenge, shown in the checkout's frame. */
export function challengePage(uuid: string, amount: number, nonce: string): string {
  return page(
    nonce,
    'Sandbox bank: confirm your payment',
    `<h1>Sandbox bank</h1>
<p>Confirm the payment of <strong>${escapeHtml(formatPence(amount))}</strong>.</p>
<form method="post" action="/provider/v1/3ds/complete">
<input type="hidden" name="threeDSSessionData" value="${escapeHtml(uuid)}">
<button type="submit" name="outcome" value="authenticate">Authenticate</button>
<button type="submit" name="outcome" value="fail">Fail</button>
</form>`,
  );
}

export function unknownChallengePage(nonce: string): string {
  return page(nonce, 'Sandbox bank', '<h1>Sandbox bank</h1><p>This payment is not waiting for authentication.</p>');
}

/**
 * The page the bank returns to, on the provider's origin (the front end accepts sca_completed only from there):
 * it tells the checkout window the outcome. The message goes to the checkout's origin when it was known at
 * authorise; otherwise to any (it carries only the transaction id and its status, nothing secret).
 */
export function returnPage(uuid: string, status: string, targetOrigin: string, nonce: string): string {
  const message = JSON.stringify({ type: 'sca_completed', transactionUuid: uuid, status }).replace(/</g, '\\u003c');
  return page(
    nonce,
    'Sandbox bank: done',
    `<p>Returning to the shop…</p>
<script nonce="${nonce}">parent.postMessage(${message}, ${JSON.stringify(targetOrigin).replace(/</g, '\\u003c')});</script>`,
  );
}
