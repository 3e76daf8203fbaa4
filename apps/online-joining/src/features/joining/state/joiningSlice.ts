import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@leisure/app-store';
import type { BankDetails } from '@leisure/direct-debit';
import type { SectionId } from '../sections/sectionFlow.ts';

export type PaymentTypeFilter = 'recurring' | 'fixed';

/** Bank details for a new Direct Debit: kept in memory only, never in storage (see decision 0910). */
export type BankDetailsDraft = BankDetails;

/** The membership being built on the joining page ("membership details being built", docs/product/platform.md §3, docs/product/joining.md §3). */
export interface JoiningState {
  /** The centre the selection below was made for; a different centre starts over. */
  centreSlug: string | null;
  membershipTypeId: number | null;
  paymentOptionId: number | null;
  /** docs/product/platform.md §4: Monthly by default; categories default to All types (null). */
  paymentTypeFilter: PaymentTypeFilter;
  categoryFilter: number | null;
  showIneligible: boolean;
  /** YYYY-MM-DD; null means today. */
  startDate: string | null;
  billingDay: number | null;
  /** The billing day is joining's suggestion, not the user's choice: it follows the start date (decision 0023). */
  billingDaySuggested: boolean;
  promotion: { id: number; code: string } | null;
  healthCommitmentAgreed: boolean;
  membershipTermsAgreed: boolean;
  bankDetails: BankDetailsDraft | null;
  /** Sections completed ("edited"): they show Edit and may be reopened. */
  completed: SectionId[];
}

export const initialJoiningState: JoiningState = {
  centreSlug: null,
  membershipTypeId: null,
  paymentOptionId: null,
  paymentTypeFilter: 'recurring',
  categoryFilter: null,
  showIneligible: false,
  startDate: null,
  billingDay: null,
  billingDaySuggested: false,
  promotion: null,
  healthCommitmentAgreed: false,
  membershipTermsAgreed: false,
  bankDetails: null,
  completed: [],
};

/** What depends on the chosen membership: dates, promotion, terms and bank details start over with a new choice. */
const choiceDependent = {
  startDate: null,
  billingDay: null,
  billingDaySuggested: false,
  promotion: null,
  healthCommitmentAgreed: false,
  membershipTermsAgreed: false,
} satisfies Partial<JoiningState>;

const withCompleted = (completed: SectionId[], id: SectionId) =>
  completed.includes(id) ? completed : [...completed, id];

export const joiningSlice = createSlice({
  name: 'joining',
  initialState: initialJoiningState,
  reducers: {
    /** The page opened for a centre (/centre/{slug}); another centre than before clears the selection. */
    centreChosen(state, { payload }: PayloadAction<string | null>) {
      if (state.centreSlug === payload) return;
      return {
        ...initialJoiningState,
        paymentTypeFilter: state.paymentTypeFilter,
        centreSlug: payload,
        completed: payload ? ['centre'] : [],
      };
    },
    paymentTypeFilterChanged(state, { payload }: PayloadAction<PaymentTypeFilter>) {
      state.paymentTypeFilter = payload;
    },
    categoryFilterChanged(state, { payload }: PayloadAction<number | null>) {
      state.categoryFilter = payload;
    },
    showIneligibleChanged(state, { payload }: PayloadAction<boolean>) {
      state.showIneligible = payload;
    },
    membershipChosen(state, { payload }: PayloadAction<{ membershipTypeId: number; paymentOptionId: number }>) {
      const changed =
        state.membershipTypeId !== payload.membershipTypeId || state.paymentOptionId !== payload.paymentOptionId;
      Object.assign(state, payload);
      if (changed) {
        Object.assign(state, choiceDependent);
        // Later sections were completed for another membership: they must be done again.
        state.completed = state.completed.filter((id) => id === 'centre' || id === 'details');
      }
      state.completed = withCompleted(state.completed, 'membership');
    },
    /** The chosen membership can no longer be bought (docs/product/joining.md §4 "Unpurchasable choice"). */
    membershipReset(state) {
      Object.assign(state, choiceDependent, { membershipTypeId: null, paymentOptionId: null, bankDetails: null });
      state.completed = state.completed.filter((id) => id === 'centre');
    },
    startDateChanged(state, { payload }: PayloadAction<string | null>) {
      state.startDate = payload;
    },
    billingDayChanged(state, { payload }: PayloadAction<number | null>) {
      state.billingDay = payload;
      state.billingDaySuggested = false;
    },
    /** Joining's suggestion for someone with no billing day yet (decision 0023); a choice of the user's replaces it. */
    billingDaySuggested(state, { payload }: PayloadAction<number>) {
      state.billingDay = payload;
      state.billingDaySuggested = true;
    },
    promotionApplied(state, { payload }: PayloadAction<{ id: number; code: string } | null>) {
      state.promotion = payload;
    },
    healthCommitmentAgreed(state, { payload }: PayloadAction<boolean>) {
      state.healthCommitmentAgreed = payload;
    },
    membershipTermsAgreed(state, { payload }: PayloadAction<boolean>) {
      state.membershipTermsAgreed = payload;
    },
    bankDetailsEntered(state, { payload }: PayloadAction<BankDetailsDraft>) {
      state.bankDetails = payload;
    },
    sectionCompleted(state, { payload }: PayloadAction<SectionId>) {
      state.completed = withCompleted(state.completed, payload);
    },
    /** Change location (docs/product/joining.md §2): back to / with nothing chosen. */
    joiningCleared: (state) => ({ ...initialJoiningState, paymentTypeFilter: state.paymentTypeFilter }),
    /** A saved journey read back after a refresh. */
    joiningRestored: (_state, { payload }: PayloadAction<JoiningState>) => payload,
  },
  selectors: {
    selectJoining: (state) => state,
  },
});

declare module '@leisure/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging (RTK templates)
  interface LazyLoadedSlices extends WithSlice<typeof joiningSlice> {}
}

/** The slice joined to the shared root reducer when this module loads (Redux Toolkit's lazy-loaded slices). */
export const injectedJoiningSlice = joiningSlice.injectInto(rootReducer);

export const {
  centreChosen,
  paymentTypeFilterChanged,
  categoryFilterChanged,
  showIneligibleChanged,
  membershipChosen,
  membershipReset,
  startDateChanged,
  billingDayChanged,
  billingDaySuggested,
  promotionApplied,
  healthCommitmentAgreed,
  membershipTermsAgreed,
  bankDetailsEntered,
  sectionCompleted,
  joiningCleared,
  joiningRestored,
} = joiningSlice.actions;

export const { selectJoining } = injectedJoiningSlice.selectors;
