import type { JoiningVenue, MembershipType } from '@leisure/api-contract';
import {
  showIneligibleChanged,
  categoryFilterChanged,
  paymentTypeFilterChanged,
  type JoiningState,
} from '../state/joiningSlice.ts';
import { listMemberships, membershipCategories, type ListedMembership } from '../memberships/membershipFilters.ts';
import { MembershipFilterBar } from '../memberships/components/MembershipFilterBar.tsx';
import { MembershipList } from '../memberships/components/MembershipList.tsx';
import { useAppDispatch } from '@leisure/app-store';
import { ReservedSpinner } from './ReservedSpinner.tsx';

export interface MembershipStepProps {
  centre: JoiningVenue;
  memberships: MembershipType[] | undefined;
  joining: JoiningState;
  loggedIn: boolean;
  /** Changing a held membership: monthly options only, no payment type toggle (docs/product/joining.md §2). */
  changing: boolean;
  onChoose: (listed: ListedMembership) => void;
}

/** Section 2: the filters of docs/product/joining.md D9 and the cards the rules of docs/product/platform.md §5 let through. */
export function MembershipStep({ centre, memberships, joining, loggedIn, changing, onChoose }: MembershipStepProps) {
  const dispatch = useAppDispatch();
  if (!memberships) return <ReservedSpinner label="Loading memberships" holds="membershipList" />;
  const canShowIneligible = loggedIn && centre.canDisplayIneligibleMemberships;
  const listed = listMemberships(memberships, {
    paymentType: changing ? 'recurring' : joining.paymentTypeFilter,
    categoryId: joining.categoryFilter,
    venueId: centre.id,
    showIneligible: canShowIneligible && joining.showIneligible,
  });
  return (
    <>
      <MembershipFilterBar
        categories={membershipCategories(memberships)}
        categoryId={joining.categoryFilter}
        onCategoryChange={(id) => dispatch(categoryFilterChanged(id))}
        paymentType={joining.paymentTypeFilter}
        onPaymentTypeChange={(type) => dispatch(paymentTypeFilterChanged(type))}
        showPaymentType={!changing}
        canShowIneligible={canShowIneligible}
        showIneligible={joining.showIneligible}
        onShowIneligibleChange={(show) => dispatch(showIneligibleChanged(show))}
      />
      <MembershipList memberships={listed} chosenOptionId={joining.paymentOptionId} onChoose={onChoose} />
    </>
  );
}
