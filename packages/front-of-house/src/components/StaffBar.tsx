import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffCustomer } from '@leisure/api-contract/browser';
import { Button, ButtonLink } from '@leisure/ui';
import { useCustomerSelection } from '../hooks/useCustomerSelection.ts';
import { useKeptSelection } from '../hooks/useKeptSelection.ts';
import { customerLabel } from './customerName.ts';
import { CustomerSearchDialog } from './CustomerSearchDialog.tsx';
import { HouseholdPanel } from './HouseholdPanel.tsx';
import { FIND_CUSTOMER_PARAM } from './findCustomerParam.ts';
import { Actions, Bar, Inner, Label, Serving } from './staffBarStyles.ts';

export interface StaffBarProps {
  /** The logged-in member of staff: the kept selection (a cookie both sub-domains read) is theirs alone. */
  staffId: number;
  /** A teacher's day of classes (docs/decisions/0596-teachers-at-poolside.md): the bar links it; absent for others. */
  teachingHref?: string;
}

/**
 * The staff bar (docs/decisions/0610-staff-bar-and-selected-customer.md): on bookings and online joining while a
 * member of staff is logged in, it shows at all times whom they are serving, with Change customer and Clear, or
 * "No customer selected" with Find customer. Under a customer, their household with Serve for each other member, so
 * the desk books for the child of the customer at it (docs/decisions/0422).
 */
export function StaffBar({ staffId, teachingHref }: StaffBarProps) {
  const labelId = useId();
  const { customer, select, selecting, clear } = useCustomerSelection(staffId);
  useKeptSelection(staffId);
  const [searching, setSearching] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const findRef = useRef<HTMLButtonElement>(null);
  // After a selection or a Clear the button pressed is gone: focus goes to the bar's button that replaced it.
  const [focusAfter, setFocusAfter] = useState<'change' | 'find' | null>(null);

  // "Next customer" after an order (docs/decisions/0025) arrives with ?findCustomer=1: the search opens, once.
  const [params, setParams] = useSearchParams();
  const findOnArrival = params.get(FIND_CUSTOMER_PARAM) === '1';
  useEffect(() => {
    if (!findOnArrival) return;
    setSearching(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FIND_CUSTOMER_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [findOnArrival, setParams]);

  useEffect(() => {
    if (focusAfter === 'change') changeRef.current?.focus();
    if (focusAfter === 'find') findRef.current?.focus();
    if (focusAfter) setFocusAfter(null);
  }, [focusAfter]);

  async function handleSelect(chosen: Pick<StaffCustomer, 'id'>) {
    const outcome = await select(chosen);
    if ('selected' in outcome) {
      setSearching(false);
      setFocusAfter('change');
    }
    return outcome;
  }

  return (
    <Bar aria-labelledby={labelId}>
      <Inner>
        <Label id={labelId}>Front of house</Label>
        {teachingHref && (
          <ButtonLink href={teachingHref} variant="secondary" size="small">
            Today’s classes
          </ButtonLink>
        )}
        {customer ? (
          <>
            <Serving>
              Serving <strong>{customerLabel(customer)}</strong>
            </Serving>
            <Actions>
              <Button ref={changeRef} variant="secondary" size="small" onClick={() => setSearching(true)}>
                Change customer
              </Button>
              <Button
                variant="link"
                size="small"
                onClick={() => {
                  clear();
                  setFocusAfter('find');
                }}
              >
                Clear
              </Button>
            </Actions>
          </>
        ) : (
          <>
            <Serving>No customer selected</Serving>
            <Actions>
              <Button ref={findRef} variant="secondary" size="small" onClick={() => setSearching(true)}>
                Find customer
              </Button>
            </Actions>
          </>
        )}
      </Inner>
      {customer && (
        <HouseholdPanel customer={customer} serving={selecting} onServe={(member) => void handleSelect(member)} />
      )}
      {searching && <CustomerSearchDialog onClose={() => setSearching(false)} onSelect={handleSelect} />}
    </Bar>
  );
}
