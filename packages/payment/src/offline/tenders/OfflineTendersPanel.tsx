import { useRef, useState, type FormEvent } from 'react';
import type { CartPayment, TenderType } from '@leisure/api-contract/browser';
import { useAppSelector } from '@leisure/app-store';
import { Button, TextField, VisuallyHidden } from '@leisure/ui';
import { formatMoney } from '../../money/formatMoney.ts';
import { selectOfflinePayments } from '../offlinePaymentsSlice.ts';
import { AMOUNT_FORMAT_MESSAGE, cashTendered, dueForTender, poundsToPence, TENDER_LABELS } from './tenderAmounts.ts';
import { Balance, Change, CompleteOrderProblem, Panel, Taken, TenderRow, TenderRows } from './tenderStyles.ts';

/** Cash handed over and the change given, for the receipt (docs/decisions/0621). */
export interface CashHandedOver {
  tendered: number;
  change: number;
}

/**
 * Puts a tender against what is being paid, by the rules of docs/product/platform.md §4 (the same tender replaces,
 * 0 or less removes): resolves with the refusal to show by the tender's field, or null once it is taken.
 */
export type ApplyTender = (payment: CartPayment) => Promise<string | null>;

export interface OfflineTendersPanelProps {
  /** Still to pay after the payments taken (the basket's balance, or what the joining cart needs now less them). */
  balance: number;
  /** The basket's (useBasketTenders) or the joining cart's (useLocalTenders). */
  applyTender: ApplyTender;
  /** The operator's tenders, in the order to offer them (the client configuration's offlineTenderTypes). */
  tenderTypes: readonly TenderType[];
  /** The staff member's currency symbol (auth user's currencySymbol, docs/product/platform.md §6). */
  currencySymbol: string;
  /** "Complete order", offered once nothing is left to pay (POST checkout/pay). */
  onCompleteOrder: (cash: CashHandedOver | null) => unknown;
  /** The order is being placed: the button is busy and ignores presses. */
  completing: boolean;
  /** Why the last press of Complete order placed nothing (the terms not agreed at the desk), shown by the button. */
  completeOrderProblem?: string | null;
}

const fieldId = (tenderType: TenderType) => `tender-${tenderType}`;

/**
 * Front-of-house offline tenders (docs/product/platform.md §3, §4; docs/decisions/0620): an amount and Apply per
 * tender type, put against the basket (POST /cart/payments) or the joining cart (held here until paid); the payments
 * taken (the offline-payments slice, so its rules are what staff see) each with Remove (amount 0); the balance left
 * to pay (announced as it changes); cash handed over beyond what is due shown as change to give, the payment being
 * what is due. Complete order is offered when the balance is nothing.
 */
export function OfflineTendersPanel({
  balance,
  applyTender,
  tenderTypes,
  currencySymbol,
  onCompleteOrder,
  completing,
  completeOrderProblem = null,
}: OfflineTendersPanelProps) {
  const payments = useAppSelector(selectOfflinePayments);
  const [typed, setTyped] = useState<Partial<Record<TenderType, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<TenderType, string>>>({});
  const [sending, setSending] = useState<TenderType | null>(null);
  const [cash, setCash] = useState<CashHandedOver | null>(null);
  const fields = useRef<Partial<Record<TenderType, HTMLInputElement | null>>>({});
  const money = (pence: number) => formatMoney(pence, currencySymbol);
  const cashTaken = payments.find((payment) => payment.tenderType === 'cash');
  // The change stays on show while the cash payment it came with does.
  const cashShown = cash && cashTaken ? cash : null;

  function refuse(tenderType: TenderType, message: string) {
    setErrors((current) => ({ ...current, [tenderType]: message }));
    fields.current[tenderType]?.focus();
  }

  async function send(payment: CartPayment): Promise<boolean> {
    setSending(payment.tenderType);
    try {
      const refusal = await applyTender(payment);
      if (refusal !== null) {
        refuse(payment.tenderType, refusal);
        return false;
      }
      setErrors((current) => ({ ...current, [payment.tenderType]: undefined }));
      return true;
    } finally {
      setSending(null);
    }
  }

  async function apply(event: FormEvent, tenderType: TenderType) {
    event.preventDefault();
    if (sending) return;
    const pence = poundsToPence(typed[tenderType] ?? '', currencySymbol);
    if (pence === null) {
      refuse(tenderType, AMOUNT_FORMAT_MESSAGE);
      return;
    }
    const due = dueForTender(balance, payments, tenderType);
    const handedOver = tenderType === 'cash' ? cashTendered(pence, due) : { payment: pence, change: 0 };
    if (!(await send({ tenderType, amount: handedOver.payment }))) return;
    if (tenderType === 'cash') setCash(pence > 0 ? { tendered: pence, change: handedOver.change } : null);
    setTyped((current) => ({ ...current, [tenderType]: '' }));
  }

  async function remove(tenderType: TenderType) {
    if (sending) return;
    if ((await send({ tenderType, amount: 0 })) && tenderType === 'cash') setCash(null);
  }

  return (
    <Panel aria-labelledby="offline-tenders-heading">
      <h2 id="offline-tenders-heading">Take payment at the desk</h2>
      <TenderRows>
        {tenderTypes.map((tenderType) => {
          const label = TENDER_LABELS[tenderType];
          return (
            <TenderRow
              key={tenderType}
              noValidate
              aria-label={`${label} payment`}
              onSubmit={(event) => void apply(event, tenderType)}
            >
              <TextField
                ref={(input) => {
                  fields.current[tenderType] = input;
                }}
                id={fieldId(tenderType)}
                label={`${label}${tenderType === 'cash' ? ' tendered' : ''} (${currencySymbol})`}
                inputMode="decimal"
                autoComplete="off"
                width="short"
                value={typed[tenderType] ?? ''}
                error={errors[tenderType]}
                onChange={(event) => setTyped((current) => ({ ...current, [tenderType]: event.target.value }))}
              />
              <Button type="submit" variant="secondary" busy={sending === tenderType}>
                Apply<VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
              </Button>
            </TenderRow>
          );
        })}
      </TenderRows>

      <h3 id="payments-taken-heading">Payments taken</h3>
      {payments.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <Taken aria-labelledby="payments-taken-heading">
          {payments.map((payment) => {
            const label = TENDER_LABELS[payment.tenderType];
            return (
              <li key={payment.tenderType}>
                <span>
                  {label} {money(payment.amount)}
                  {payment.tenderType === 'cash' && cashShown && cashShown.change > 0
                    ? ` (tendered ${money(cashShown.tendered)})`
                    : ''}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  busy={sending === payment.tenderType}
                  onClick={() => remove(payment.tenderType)}
                >
                  Remove<VisuallyHidden> {label.toLowerCase()} payment</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </Taken>
      )}
      {cashShown && cashShown.change > 0 && (
        <Change role="status">
          Cash tendered {money(cashShown.tendered)}. Give {money(cashShown.change)} change.
        </Change>
      )}
      <Balance role="status" aria-live="polite" aria-atomic="true">
        Balance left to pay: <strong>{money(balance)}</strong>
      </Balance>
      <Button
        fullWidth
        size="large"
        busy={completing}
        disabledFocusable={balance > 0}
        aria-describedby={
          [balance > 0 ? 'complete-order-hint' : '', completeOrderProblem ? 'complete-order-problem' : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onActivateWhileDisabled={() => fields.current[tenderTypes[0] ?? 'cash']?.focus()}
        onClick={() => onCompleteOrder(cashShown)}
      >
        Complete order
      </Button>
      {/* Next to the button it explains (decision 0012's focusable, explained buttons; decision 0025). */}
      {completeOrderProblem && (
        <CompleteOrderProblem id="complete-order-problem" role="alert">
          {completeOrderProblem}
        </CompleteOrderProblem>
      )}
      {balance > 0 && (
        <p id="complete-order-hint">
          Complete order is available when nothing is left to pay. Take the rest with a tender above, or by card.
        </p>
      )}
    </Panel>
  );
}
