import { contract, type MembershipDocument } from '@leisure/api-contract';
import { examplesOf, type ContractExample } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';

const { uploads } = contract;

// A one-pixel PNG and the start of a PDF: the server checks a file's type by its first bytes (decision 0450).
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const pdfBase64 = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

const studentMembership = async (api: ApiCaller, token: string | undefined) => {
  const documents = (await api.call<{ data: MembershipDocument[] }>(uploads.listMyDocuments, { token })).json.data;
  const awaiting = documents.find((document) => document.canUpload);
  if (!awaiting) throw new Error('The seed gives Jordan Lee memberships awaiting proof of eligibility');
  return awaiting.membershipId;
};

/** Examples for proof of eligibility and the profile photo (decisions 0450-0452). */
export const uploadExamples: ContractExample[] = [
  ...examplesOf(uploads.listMyDocuments, { name: "Jordan's proofs of eligibility", as: 'customerWithPenalties' }),
  ...examplesOf(uploads.getMembershipDocument, {
    name: 'a membership awaiting proof',
    as: 'customerWithPenalties',
    request: async (api, token) => ({ params: { membershipId: await studentMembership(api, token) } }),
  }),
  ...examplesOf(
    uploads.uploadMembershipDocument,
    {
      name: 'a PDF sent for review',
      as: 'customerWithPenalties',
      request: async (api, token) => ({
        params: { membershipId: await studentMembership(api, token) },
        body: { fileName: 'student-card.pdf', contentType: 'application/pdf', content: pdfBase64 },
      }),
    },
    {
      name: 'a text file claiming to be a PDF',
      as: 'customerWithPenalties',
      request: async (api, token) => ({
        params: { membershipId: await studentMembership(api, token) },
        body: {
          fileName: 'card.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('hello').toString('base64'),
        },
      }),
      status: 422,
    },
  ),
  ...examplesOf(uploads.uploadProfilePhoto, {
    name: 'a PNG photo',
    as: 'memberWithoutDirectDebit',
    request: () => ({ body: { fileName: 'me.png', contentType: 'image/png', content: pngBase64 } }),
  }),
  ...examplesOf(uploads.removeProfilePhoto, { name: 'no photo any more', as: 'memberWithoutDirectDebit' }),
];
