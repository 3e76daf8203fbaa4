import { tenderType, type TenderType } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';

/**
 * The offline tenders the operator takes (`clients.offline_tender_types`), in its order. A name the contract does not
 * know, or a configuration that is not a JSON list, is left out: nothing unconfigured is ever taken (decision 0307).
 */
export function configuredTenders(db: Database): TenderType[] {
  const row = db.prepare('SELECT offline_tender_types FROM clients WHERE id = 1').get() as
    { offline_tender_types: string } | undefined;
  let names: unknown;
  try {
    names = JSON.parse(row?.offline_tender_types ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(names)) return [];
  return [...new Set(names.flatMap((name) => tenderType.safeParse(name).data ?? []))];
}

const tenderNames: Record<TenderType, string> = {
  cash: 'cash',
  cheque: 'cheque',
  'offline-voucher': 'voucher',
  credit: 'credit',
};

/** "cash", "cash and cheque", "cash, voucher and cheque". */
function listOf(tenders: TenderType[]): string {
  const names = tenders.map((tender) => tenderNames[tender]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why a tender cannot be taken, for the `tenderType` field ("Cheque payments are not taken here: this venue takes
 * cash."); null when the operator takes it.
 */
export function unconfiguredTender(db: Database, tender: TenderType): string | null {
  const configured = configuredTenders(db);
  if (configured.includes(tender)) return null;
  const name = tenderNames[tender];
  const takes = configured.length === 0 ? 'no offline payments' : listOf(configured);
  return `${name[0]!.toUpperCase()}${name.slice(1)} payments are not taken here: this venue takes ${takes}.`;
}
