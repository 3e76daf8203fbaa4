import { contract, type AccountPayment } from '@leisure/api-contract';
import { examplesOf, type ContractExample } from '../contractExample.ts';

const { account, receipts } = contract;

/** Examples for a payment's receipt (docs/decisions/0490-payment-receipts.md). */
export const receiptExamples: ContractExample[] = [
  ...examplesOf(
    receipts.getMyPaymentReceipt,
    {
      name: "the receipt of a member's latest payment that took money",
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        const answer = await api.call<{ data: { payments: AccountPayment[] } }>(account.listMyPayments, { token });
        const paid = answer.json.data.payments.find((payment) => payment.status !== 'failed');
        if (!paid) throw new Error('The seed gives Alex Morgan payments');
        return { params: { id: paid.id } };
      },
    },
    {
      name: 'an unknown payment',
      as: 'memberWithDirectDebit',
      request: () => ({ params: { id: 999999 } }),
      status: 404,
    },
  ),
];
