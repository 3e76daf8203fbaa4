/** Card brands (card-validator's names, docs/decisions/0403-saved-cards.md) as payments and receipts name them. */
const cardBrandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  maestro: 'Maestro',
};

/** "visa" → "Visa"; a brand without a name of its own shows as "Card". */
export const cardBrandName = (cardType: string): string => cardBrandNames[cardType] ?? 'Card';
