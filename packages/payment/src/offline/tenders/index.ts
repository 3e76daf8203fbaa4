// '@leisure/payment/offlineTenders': front of house's tenders and receipt, loaded only when a member of staff pays
// (the panel is not part of any front end's first load; docs/decisions/0620).
export {
  OfflineTendersPanel,
  type ApplyTender,
  type CashHandedOver,
  type OfflineTendersPanelProps,
} from './OfflineTendersPanel.tsx';
export { useBasketTenders, useLocalTenders } from './useTenders.ts';
export {
  useFrontOfHousePayment,
  type FrontOfHouseOutcome,
  type FrontOfHouseRequest,
} from './useFrontOfHousePayment.ts';
export {
  AMOUNT_FORMAT_MESSAGE,
  cashTendered,
  dueForTender,
  poundsToPence,
  TENDER_LABELS,
  type CashTendered,
} from './tenderAmounts.ts';
export { OrderReceipt, type OrderReceiptProps } from './OrderReceipt.tsx';
