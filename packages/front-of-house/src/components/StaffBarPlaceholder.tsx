// '@leisure/front-of-house/staffBarPlaceholder': what the page frame shows while the staff bar's chunk loads
// (docs/decisions/0036-layout-shift.md). Imported statically, so it stays small: the bar's boxes and no behaviour.
import styled from 'styled-components';
import { Button, ButtonLink } from '@leisure/ui';
import { Actions, Bar, Inner, Label, Serving } from './staffBarStyles.ts';

// The bar's own background and rule show; its words wait for the bar.
const Hidden = styled(Inner)`
  visibility: hidden;
`;

/**
 * The staff bar's place, as tall as the bar with no customer selected (its words and buttons laid out but not
 * shown), so the page under it does not move down when the bar arrives. Hidden from assistive technology and inert.
 */
export default function StaffBarPlaceholder({ teaching }: { teaching: boolean }) {
  return (
    <Bar as="div" aria-hidden="true" inert>
      <Hidden>
        <Label>Front of house</Label>
        {teaching && (
          <ButtonLink href="#" variant="secondary" size="small" tabIndex={-1}>
            Today’s classes
          </ButtonLink>
        )}
        <Serving>No customer selected</Serving>
        <Actions>
          <Button variant="secondary" size="small" tabIndex={-1}>
            Find customer
          </Button>
        </Actions>
      </Hidden>
    </Bar>
  );
}
