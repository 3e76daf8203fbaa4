import { selectSessionFlags, useAppSelector } from '@leisure/app-store';
import { useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Spinner } from '@leisure/ui';
import { useCentreName } from '../hooks/useCentreName.ts';
import { useFinishKioskVisit } from '../hooks/useFinishKioskVisit.ts';
import { useKioskMode } from '../hooks/useKioskMode.ts';
import { withSiteFlags } from '../../joining/index.ts';
import { ChoiceLink, Choices, Welcome } from './kioskHomeStyles.ts';
import { WhatsOnToday } from './WhatsOnToday.tsx';

/**
 * /kiosk (docs/product/joining.md §2): the home screen of an in-venue tablet. It welcomes the visitor to the centre the `centre`
 * flag names and offers two choices: buy a membership here (that centre's joining page, or the centre list without
 * one) or book an activity: that centre's timetable on the bookings site (the venue finder without one). Both keep the
 * kiosk and centre flags. Below them, what is on there today (docs/decisions/0024). The kiosk bar in place of the site
 * header comes from the layout once kiosk mode is on, which this page switches on itself.
 */
export function KioskHome() {
  useKioskMode();
  useFinishKioskVisit();
  usePageTitle('Kiosk');
  const flags = useAppSelector(selectSessionFlags);
  const hrefTo = useHrefTo();
  const centre = useCentreName(flags.centre);
  const buyMembership = withSiteFlags(flags.centre ? `/centre/${flags.centre}` : '/', { ...flags, kiosk: true });
  // The kiosk's own venue, not the national finder (issue 23): its timetable once the centre is known.
  const bookActivity = hrefTo({ app: 'bookings', path: centre.name ? `/location/${flags.centre}` : '/' });

  if (centre.isLoading) return <Spinner label="Loading" size="2rem" />;
  return (
    <Welcome aria-labelledby="kiosk-welcome">
      <h1 id="kiosk-welcome">{centre.name ? `Welcome to ${centre.name}` : 'Welcome'}</h1>
      <p>What would you like to do today?</p>
      <Choices>
        <li>
          <ChoiceLink href={buyMembership} size="large" fullWidth>
            Buy a membership
          </ChoiceLink>
        </li>
        <li>
          <ChoiceLink href={bookActivity} size="large" variant="secondary" fullWidth>
            Book an activity
          </ChoiceLink>
        </li>
      </Choices>
      {centre.name && flags.centre && <WhatsOnToday venueSlug={flags.centre} venueName={centre.name} />}
    </Welcome>
  );
}
