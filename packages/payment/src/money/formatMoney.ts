/** docs/product/platform.md §9: the default currency symbol (configuration may name another). */
export const DEFAULT_CURRENCY_SYMBOL = '£';

/**
 * Minor units (pence) as the customer reads them: divided by 100, 2 decimals, the symbol first, a minus sign ahead
 * of the symbol. Integer arithmetic on the pence avoids float artefacts such as 1.005 → "1.00".
 */
export function formatMoney(minor: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const pence = Math.round(Math.abs(minor));
  const pounds = Math.floor(pence / 100).toLocaleString('en-GB');
  const rest = String(pence % 100).padStart(2, '0');
  return `${minor < 0 && pence > 0 ? '-' : ''}${symbol}${pounds}.${rest}`;
}
