import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { loginUrlFor, useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { Accordion, AccordionSection, LazyValidationErrors, Spinner } from '@leisure/ui';
import { useMembershipsProgress } from '../../analytics/index.ts';
import { JoiningBreadcrumbs } from './JoiningBreadcrumbs.tsx';
import { useJoiningPersistence } from '../hooks/useJoiningPersistence.ts';
import {
  displayedSections,
  nextSection,
  sectionHeadings,
  sectionNumber,
  type SectionId,
} from '../sections/sectionFlow.ts';
import { centreChosen, joiningCleared, sectionCompleted, selectJoining } from '../state/joiningSlice.ts';
import { LazyAdditionalDetailsSection } from '../additionalQuestions/components/LazyAdditionalDetailsSection.tsx';
import { useMembershipQuestions } from '../additionalQuestions/hooks/useMembershipQuestions.ts';
import { CentreStep } from './CentreStep.tsx';
import { CheckoutHeader } from './CheckoutHeader.tsx';
import { JoiningColumns } from './JoiningColumns.tsx';
import { JoiningIntro } from './JoiningIntro.tsx';
import { ReservedSpinner } from './ReservedSpinner.tsx';
import { SubmitBanner } from './SubmitBanner.tsx';
import { DirectDebitSteps } from './DirectDebitSteps.tsx';
import { JoiningSummary } from './JoiningSummary.tsx';
import { LazyDatesStep, LazyMembershipStep, LazyRenewMembership, LazyYourDetailsSection } from './lazySections.ts';
import { messagesBySection } from '../sections/sectionMessages.ts';
import { useDeepLinkedMembership } from '../hooks/useDeepLinkedMembership.ts';
import { useJoiningStep } from '../hooks/useJoiningStep.ts';
import { useSectionFocus } from '../hooks/useSectionFocus.ts';
import { idFromQuery } from '../hooks/useChangeMode.ts';
import { useJoiningChoice } from '../hooks/useJoiningChoice.ts';
import { useMembershipChoice } from '../hooks/useMembershipChoice.ts';
import { useRestoreJoiningCart } from '../hooks/useRestoreJoiningCart.ts';
import { useSubmitMembership } from '../hooks/useSubmitMembership.ts';

/**
 * Server messages for a section's fields, listed at its top (docs/product/platform.md §5 "Validation errors"). Only a
 * submit brings them, so the list loads then (decision 0903).
 */
function SectionMessages({ messages }: { messages: Record<string, string[]> | undefined }) {
  return messages ? <LazyValidationErrors messages={messages} headingAs="h3" /> : null;
}

/**
 * The joining page (docs/product/joining.md §2): /, /centre/{slug} and the deep link /centre/{slug}/membership/{slug}/{type}.
 * Sections open one at a time; the open one is in the URL, the selection in the joining slice.
 */
export function JoiningPage() {
  usePageTitle('Online Joining');
  const [search] = useSearchParams();
  const renewId = idFromQuery(search.get('renew'));
  if (!renewId) return <JoiningJourney />;
  return (
    <Suspense fallback={<Spinner label="Adding your renewal to the basket" />}>
      <LazyRenewMembership membershipId={renewId} />
    </Suspense>
  );
}

/** Joining, or changing a membership: the accordion of sections beside the summary. */
function JoiningJourney() {
  const location = useLocation();
  const params = useParams();
  const centreSlug = params.centreSlug?.toLowerCase() ?? null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const joining = useAppSelector(selectJoining);
  const currentUser = useCurrentUser();
  const { loggedIn, user } = currentUser;
  useJoiningPersistence();
  useRestoreJoiningCart(loggedIn, joining, centreSlug);

  useEffect(() => {
    dispatch(centreChosen(centreSlug));
  }, [dispatch, centreSlug]);

  const { change, centres, centre, memberships, chosen, needsDirectDebit, needsBillingDay, costsInput, costs } =
    useJoiningChoice(centreSlug, joining, currentUser);
  const questions = useMembershipQuestions(chosen?.membership.id ?? null);
  const displayed = displayedSections({ hasQuestions: questions.hasQuestions, needsDirectDebit });
  const { open, openSection } = useJoiningStep(displayed, joining.completed);
  const { goTo, headingRef } = useSectionFocus(open, openSection);
  const chooseMembership = useMembershipChoice(chosen, goTo);
  useMembershipsProgress(open, sectionNumber(displayed, open));
  const submission = useSubmitMembership();
  const failures = messagesBySection(submission.failure?.fieldMessages ?? {});

  useDeepLinkedMembership(
    { centreSlug, membershipSlug: params.membershipSlug, paymentTypeSlug: params.paymentType },
    memberships,
    joining,
  );

  function complete(id: SectionId) {
    dispatch(sectionCompleted(id));
    const next = nextSection(displayed, id);
    if (next) goTo(next);
  }

  function finish() {
    if (!chosen || !centre || !costsInput) return;
    void submission.submit(joining, centre.id, needsDirectDebit, costs.startDate, change.membershipId);
  }

  /** An accordion section's props, and the server messages that belong to it. */
  const section = (id: SectionId) => {
    const completed = joining.completed.includes(id);
    const messages = failures[id];
    const props = {
      heading: sectionHeadings[id],
      number: sectionNumber(displayed, id),
      open: open === id,
      status: messages ? ('error' as const) : completed ? ('completed' as const) : ('none' as const),
      onEdit: completed && open !== id ? () => goTo(id) : undefined,
      headingRef: headingRef(id),
    };
    return { props, messages };
  };

  if (change.membershipId && !loggedIn) return <Navigate to={loginUrlFor(location)} replace />;
  // A deep link is followed, and the address replaced, once its centre's memberships are known
  // (useDeepLinkedMembership): until then one placeholder holds the place of the sections and the summary, which the
  // choice reshapes at once (section 2 closed, Your details open, the price in the summary), rather than drawing them
  // open and moving them (docs/decisions/0036-layout-shift.md). A centre that is not there shows the sections.
  const followingLink = Boolean(params.membershipSlug) && !(centres && !centre);
  if (followingLink) {
    return (
      <>
        <JoiningBreadcrumbs />
        <JoiningIntro changing={change.options?.membership.name} />
        <ReservedSpinner label="Loading memberships" holds="membershipList" />
      </>
    );
  }
  return (
    <>
      <JoiningBreadcrumbs />
      <JoiningIntro changing={change.options?.membership.name} />
      {submission.failure?.banner && <SubmitBanner message={submission.failure.banner} />}
      <JoiningColumns
        summary={
          <JoiningSummary
            chosen={chosen}
            startDate={costs.startDate}
            costs={costsInput ? costs.costs.data : undefined}
          />
        }
      >
        <Accordion>
          {/* While the named centre loads, its summary line says so: the sections below keep their place (decision 0904). */}
          <AccordionSection
            {...section('centre').props}
            summary={centre?.name ?? (centreSlug && !centres ? 'Loading…' : undefined)}
          >
            <SectionMessages messages={section('centre').messages} />
            <CentreStep
              centres={centres}
              chosen={centre}
              canChangeLocation={!change.membershipId}
              onChangeLocation={() => {
                dispatch(joiningCleared());
                void navigate('/');
              }}
              onContinue={() => complete('centre')}
            />
          </AccordionSection>
          <AccordionSection {...section('membership').props} summary={chosen?.membership.name}>
            <SectionMessages messages={section('membership').messages} />
            {centre ? (
              <Suspense fallback={<ReservedSpinner label="Loading memberships" holds="membershipList" />}>
                <LazyMembershipStep
                  centre={centre}
                  memberships={memberships}
                  joining={joining}
                  loggedIn={loggedIn}
                  changing={Boolean(change.membershipId)}
                  onChoose={chooseMembership}
                />
              </Suspense>
            ) : centreSlug && !centres ? (
              <ReservedSpinner label="Loading memberships" holds="membershipList" />
            ) : (
              <p>Choose your home centre first.</p>
            )}
          </AccordionSection>
          <AccordionSection
            {...section('details').props}
            unmountWhenClosed
            summary={user ? `${user.firstName} ${user.lastName}` : undefined}
          >
            <Suspense fallback={<Spinner label="Loading" />}>
              <LazyYourDetailsSection
                isLoggedIn={loggedIn}
                userFullName={user ? `${user.firstName} ${user.lastName}` : undefined}
                onCompleted={() => complete('details')}
              />
            </Suspense>
          </AccordionSection>
          {displayed.includes('questions') && chosen && (
            <AccordionSection {...section('questions').props} unmountWhenClosed>
              <Suspense fallback={<Spinner label="Loading" />}>
                <LazyAdditionalDetailsSection
                  membershipTypeId={chosen.membership.id}
                  onCompleted={() => complete('questions')}
                />
              </Suspense>
            </AccordionSection>
          )}
          <AccordionSection {...section('dates').props} unmountWhenClosed>
            <SectionMessages messages={section('dates').messages} />
            {chosen && centre && costsInput && (
              <Suspense fallback={<Spinner label="Loading" />}>
                <LazyDatesStep
                  chosen={chosen}
                  joining={joining}
                  venueId={centre.id}
                  needsBillingDay={needsBillingDay}
                  directDebitFollows={needsDirectDebit}
                  busy={submission.submitting}
                  change={change.window}
                  onContinue={() => {
                    if (needsDirectDebit) return complete('dates');
                    dispatch(sectionCompleted('dates'));
                    finish();
                  }}
                />
              </Suspense>
            )}
          </AccordionSection>
          {needsDirectDebit && centre && (
            <DirectDebitSteps
              bankSection={section('bankDetails')}
              confirmSection={section('confirm')}
              joining={joining}
              needsBillingAddress={centre.ddProviderNeedsBillingAddress}
              busy={submission.submitting}
              onBankDetails={() => complete('bankDetails')}
              onConfirm={() => {
                dispatch(sectionCompleted('confirm'));
                finish();
              }}
              onEditBankDetails={() => goTo('bankDetails')}
            />
          )}
        </Accordion>
        <CheckoutHeader number={displayed.length + 1} />
      </JoiningColumns>
    </>
  );
}
