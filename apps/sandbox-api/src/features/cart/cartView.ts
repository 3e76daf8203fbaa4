import type { Cart, CartItem, LessonBlockCartItem, SessionCartItem } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { sessionLine, toLondonIso, toSessionRef } from '../activities/index.ts';
import { cartPayments, creditLimits } from './cartMoney.ts';
import type { CartRow } from './cartStore.ts';
import { pricedLines, type PricedLine, type PricedSessionLine } from './pricedLines.ts';
import type { PricedLessonBlockLine } from './lessonBlockLines.ts';
import { waiversRequired } from './cartWaivers.ts';
import { holdExtensionsLeft } from './extendHolds.ts';
import { formatPence, toMoney } from '../../kernel/money.ts';

function toSessionItem(line: PricedSessionLine, position: number): SessionCartItem {
  const { item, session, option, attendee, entitlement } = line;
  return {
    id: item.id,
    type: 'session',
    name: session.name,
    description: sessionLine(session),
    sortBy: position,
    enablePrintReceipt: line.price > 0,
    session: toSessionRef(session),
    pricingOption: { id: option.id, name: option.name, price: toMoney(option.price) },
    price: toMoney(line.price),
    tax: toMoney(line.tax),
    appliedBenefit:
      entitlement?.kind === 'benefit'
        ? { id: entitlement.id, name: entitlement.name, description: entitlement.description }
        : null,
    appliedPackageUsage:
      entitlement?.kind === 'package'
        ? { id: entitlement.id, name: entitlement.name, usesLeft: line.entitlementUsesLeft }
        : null,
    purchasedForUserId: attendee.id,
    attendee: { id: attendee.id, name: attendee.name },
    heldUntil: toLondonIso(new Date(item.held_until ?? item.created_at)),
  };
}

function toLessonBlockItem(line: PricedLessonBlockLine, position: number): LessonBlockCartItem {
  const { item, held, attendee } = line;
  return {
    id: item.id,
    type: 'lessonBlock',
    name: line.name,
    description: line.description,
    sortBy: position,
    enablePrintReceipt: line.price > 0,
    lessonBlock: {
      classId: line.classRow.id,
      kind: held.kind,
      lessons: held.lessons,
      firstLessonOn: held.firstLessonOn,
      lastLessonOn: held.lastLessonOn,
      topUp: held.topUpOf !== null,
    },
    price: toMoney(line.price),
    tax: toMoney(line.tax),
    purchasedForUserId: attendee.id,
    attendee: { id: attendee.id, name: attendee.name },
    heldUntil: toLondonIso(new Date(item.held_until ?? item.created_at)),
  };
}

const toCartItem = (line: PricedLine, position: number): CartItem =>
  line.kind === 'session' ? toSessionItem(line, position) : toLessonBlockItem(line, position);

/** The Cart answer: items, VAT-inclusive totals, credits, offline payments and the waivers still needed. */
export function buildCart(db: Database, cart: CartRow, nowIso: string, notices: string[] = []): Cart {
  const lines = pricedLines(db, cart.id, nowIso);
  const payments = cartPayments(db, cart.id);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const taxTotal = lines.reduce((sum, line) => sum + line.tax, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const balance = Math.max(0, total - paid);
  const credits = creditLimits(db, cart.holder_user_id, lines, payments);
  const holds = lines
    .map((line) => line.item.held_until)
    .filter((at): at is string => at !== null)
    .sort();
  return {
    id: cart.id,
    uuid: cart.uuid,
    items: lines.map(toCartItem),
    totals: {
      total,
      taxTotal,
      subTotal: total - taxTotal,
      balance,
      itemCount: lines.length,
      formattedTotal: formatPence(total),
      formattedTaxTotal: formatPence(taxTotal),
      formattedSubTotal: formatPence(total - taxTotal),
      formattedBalance: formatPence(balance),
    },
    credits: {
      membership: credits.membership,
      general: { totalAvailable: credits.general.totalAvailable, maxApplicable: credits.general.maxApplicable },
    },
    payments: payments.map((payment) => ({ tenderType: payment.tender_type, amount: payment.amount })),
    attendeeWaiversRequired: waiversRequired(db, lines),
    selectedUserId: cart.holder_user_id,
    completeOrderId: cart.complete_order_id,
    expiresAt: holds[0] ? toLondonIso(new Date(holds[0])) : null,
    holdExtensionsLeft: holdExtensionsLeft(cart),
    notices,
  };
}
